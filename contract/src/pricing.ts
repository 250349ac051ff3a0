import { z } from 'zod';

/**
 * Currencies and money. Prices travel as decimal numbers in the API (as the spec shows them) and
 * are stored as integer minor units; the conversion and the display format live here so the
 * server and the web agree to the paisa.
 */

/** Every currency the console can enable (spec §9: listed USD, EUR, GBP, JPY, CNY, BRL; default INR). */
export const KNOWN_CURRENCIES = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', minorDigits: 2 },
  { code: 'USD', name: 'US Dollar', symbol: '$', minorDigits: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', minorDigits: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', minorDigits: 2 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', minorDigits: 0 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', minorDigits: 2 },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', minorDigits: 2 },
] as const;

export const CURRENCY_CODES = KNOWN_CURRENCIES.map((c) => c.code) as [string, ...string[]];
export const CurrencyCodeSchema = z.enum(
  KNOWN_CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]],
  {
    error: 'Choose one of the enabled currencies',
  },
);
export type CurrencyCode = (typeof KNOWN_CURRENCIES)[number]['code'];
export const DEFAULT_CURRENCY: CurrencyCode = 'INR';

/** Highest price we accept (in major units): well above any real profiler, far below integer overflow. */
export const MAX_PRICE = 10_000_000;

export function currencyMinorDigits(code: string): number {
  return KNOWN_CURRENCIES.find((c) => c.code === code)?.minorDigits ?? 2;
}

/** 499.99 INR → 49999 paise. Rounds half away from zero at the currency's precision. */
export function toMinorUnits(amount: number, currency: string): number {
  const factor = 10 ** currencyMinorDigits(currency);
  // 15 significant digits drop binary noise (1.005 * 100 is 100.49999999999999) before rounding;
  // Math.round alone rounds -0.5 up, hence the sign taken out and put back.
  const scaled = Number((Math.abs(amount) * factor).toPrecision(15));
  return Math.sign(amount) * Math.round(scaled) || 0;
}

export function fromMinorUnits(minor: number, currency: string): number {
  const digits = currencyMinorDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/**
 * Spec §9: symbol plus locale-formatted number for the built-in symbols (INR ₹ with en-IN,
 * USD $, EUR €, GBP £); any other code is shown as the code followed by the number.
 */
const BUILT_IN_FORMATS: Record<string, { symbol: string; locale: string }> = {
  INR: { symbol: '₹', locale: 'en-IN' },
  USD: { symbol: '$', locale: 'en-US' },
  EUR: { symbol: '€', locale: 'en-US' },
  GBP: { symbol: '£', locale: 'en-GB' },
};

export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const builtIn = BUILT_IN_FORMATS[currency];
  const digits = currencyMinorDigits(currency);
  const whole = Number.isInteger(amount);
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  };
  if (builtIn) return `${builtIn.symbol}${amount.toLocaleString(builtIn.locale, options)}`;
  return `${currency} ${amount.toLocaleString('en-US', options)}`;
}

export const CurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrencyConfigSchema = z.object({
  enabledCurrencies: z.array(CurrencySchema),
  defaultCurrency: z.string(),
});
export type CurrencyConfig = z.infer<typeof CurrencyConfigSchema>;

/** GET /pricing/currencies (any signed-in user) and GET /admin/pricing/currencies. */
export const CurrencyConfigResponseSchema = z.object({
  success: z.literal(true),
  data: CurrencyConfigSchema,
});

/** Recovery rule (spec §8): when the config cannot be read, INR alone, named Indian Rupee, is the default. */
export const FALLBACK_CURRENCY_CONFIG: CurrencyConfig = {
  enabledCurrencies: [{ code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true }],
  defaultCurrency: 'INR',
};

/** Admin view: every known currency with whether it is enabled. */
export const AdminCurrencyListSchema = z.object({
  success: z.literal(true),
  data: z.object({ currencies: z.array(CurrencySchema), defaultCurrency: z.string() }),
});

export const UpdateCurrencyConfigBodySchema = z
  .object({
    enabledCurrencies: z
      .array(CurrencyCodeSchema)
      .min(1, 'Enable at least one currency')
      .max(KNOWN_CURRENCIES.length),
    defaultCurrency: CurrencyCodeSchema,
  })
  .refine((body) => body.enabledCurrencies.includes(body.defaultCurrency), {
    message: 'The default currency must be one of the enabled currencies',
    path: ['defaultCurrency'],
  });
export type UpdateCurrencyConfigBody = z.infer<typeof UpdateCurrencyConfigBodySchema>;
