export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
  i18nStatus: () => ['admin', 'i18n-status'] as const,
  /** Derived from the Razorpay settings: refreshed whenever one of them is saved or deleted. */
  paymentProviderStatus: () => [...settingsKeys.all, 'payment-provider-status'] as const,
};
