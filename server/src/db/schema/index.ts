export * from './assessments.ts';
export * from './attempts.ts';
export * from './coupons.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './pricing.ts';
export * from './settings.ts';
export * from './users.ts';
