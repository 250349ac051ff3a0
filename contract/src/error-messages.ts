/**
 * Messages the web app recognises in an error answer. Kept apart from errors.ts, which builds zod
 * schemas at load: the web's api client imports these from `@pathwise/contract/error-messages`
 * so zod stays out of its entry chunk.
 */
export const ADMIN_REQUIRED_MESSAGE = 'Access denied. Admin privileges required.';
export const SESSION_INVALIDATED_MESSAGE = 'Your session has been invalidated. Please login again.';
