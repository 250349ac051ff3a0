export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
  i18nStatus: () => ['admin', 'i18n-status'] as const,
};
