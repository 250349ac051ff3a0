export const userKeys = {
  all: ['user'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  notificationPreferences: () => [...userKeys.all, 'notification-preferences'] as const,
};
