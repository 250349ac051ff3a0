export * from './mail.ts';
export * from './notifications.ts';
export * from './settings.ts';
export * from './users.ts';
