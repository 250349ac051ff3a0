export const userKeys = {
  all: ['user'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  notificationPreferences: () => [...userKeys.all, 'notification-preferences'] as const,
  studentProfile: () => [...userKeys.all, 'student-profile'] as const,
  screeningOptions: () => [...userKeys.all, 'screening-options'] as const,
};
