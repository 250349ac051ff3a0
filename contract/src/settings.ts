import { z } from 'zod';
import { LineSchema } from './common.ts';

/**
 * The settings an administrator may set. Secret ones are encrypted at rest and never returned;
 * the others come back with their value so the console can show them.
 */
export const SETTING_DEFINITIONS = {
  OPENAI_API_KEY: { secret: true, label: 'OpenAI API key', group: 'ai' },
  OPENAI_BASE_URL: { secret: false, label: 'OpenAI-compatible base URL', group: 'ai' },
  OPENAI_MODEL: { secret: false, label: 'AI model', group: 'ai' },
  MAIL_PROVIDER: { secret: false, label: 'E-mail provider (outbox, resend, smtp)', group: 'mail' },
  MAIL_FROM: { secret: false, label: 'Sender address', group: 'mail' },
  RESEND_API_KEY: { secret: true, label: 'Resend API key', group: 'mail' },
  RAZORPAY_KEY_ID: { secret: false, label: 'Razorpay key id', group: 'payments' },
  RAZORPAY_KEY_SECRET: { secret: true, label: 'Razorpay key secret', group: 'payments' },
  RAZORPAY_WEBHOOK_SECRET: { secret: true, label: 'Razorpay webhook secret', group: 'payments' },
  // The seller on payment receipts; a receipt shows a placeholder for what is not set.
  BUSINESS_LEGAL_NAME: { secret: false, label: 'Legal name (on receipts)', group: 'business' },
  BUSINESS_ADDRESS: { secret: false, label: 'Business address (on receipts)', group: 'business' },
  BUSINESS_TAX_ID: {
    secret: false,
    label: 'Tax id, e.g. GSTIN or VAT number (on receipts)',
    group: 'business',
  },
  I18N_ENABLED: { secret: false, label: 'Internationalisation (language selector)', group: 'general' },
  // The referral programme's switch (decision 019), set through /admin-settings/referral-feature.
  REFERRALS_ENABLED: { secret: false, label: 'Referral programme', group: 'general' },
} as const satisfies Record<string, { secret: boolean; label: string; group: string }>;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as [SettingKey, ...SettingKey[]];
export const SettingKeySchema = z.enum(SETTING_KEYS, { message: 'Unknown setting key' });

export const SettingSchema = z.object({
  id: z.uuid(),
  key: SettingKeySchema,
  hasValue: z.boolean(),
  isActive: z.boolean(),
  isSecret: z.boolean(),
  /** Present only for non-secret settings. */
  value: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof SettingSchema>;

export const SettingsListSchema = z.object({ settings: z.array(SettingSchema) });

export const SaveSettingBodySchema = z.object({
  key: SettingKeySchema,
  value: LineSchema.trim().min(1, 'Value is required').max(4000, 'Value is too long'),
  isActive: z.boolean().default(true),
});
export type SaveSettingBody = z.infer<typeof SaveSettingBodySchema>;

export const SettingKeyParamsSchema = z.object({ key: SettingKeySchema });

export const ConnectivityTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  provider: z.string(),
});
export type ConnectivityTestResult = z.infer<typeof ConnectivityTestResultSchema>;

export const I18nStatusSchema = z.object({ i18nEnabled: z.boolean() });
