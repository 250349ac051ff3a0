/** What every analytics room shares. */

export const security = [{ bearerAuth: [] }];
/** Every analytics route is the admins' (the route table's sweep holds each to 401/403). */
export const adminOnly = { auth: 'admin' } as const;
