/** The administrator seeded on first start (passed to the server by playwright.config.ts). */
export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!2024';
/** The seeded administrator's display name (server/src/bootstrap.ts). */
export const ADMIN_NAME = 'Admin';
