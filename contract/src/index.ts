export * from './auth.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './settings.ts';
export * from './users.ts';
