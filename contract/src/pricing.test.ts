import { describe, expect, it } from 'vitest';
import {
  currencyMinorDigits,
  formatPrice,
  fromMinorUnits,
  toMinorUnits,
  UpdateCurrencyConfigBodySchema,
} from './pricing.ts';

describe('formatPrice (spec §9)', () => {
  it.each([
    [100_000, 'INR', '₹1,00,000'],
    [1_234_567.5, 'INR', '₹12,34,567.50'],
    [499.99, 'INR', '₹499.99'],
    [0, 'INR', '₹0'],
    [1_234.5, 'USD', '$1,234.50'],
    [1_000, 'EUR', '€1,000'],
    [1_000.1, 'GBP', '£1,000.10'],
  ])('shows %d %s with the built-in symbol and its locale grouping: %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it.each([
    [1_500, 'JPY', 'JPY 1,500'],
    [99.9, 'CNY', 'CNY 99.90'],
    [1_234.56, 'BRL', 'BRL 1,234.56'],
  ])(
    'shows other currencies as the code followed by the number: %d %s → %s',
    (amount, currency, expected) => {
      expect(formatPrice(amount, currency)).toBe(expected);
    },
  );

  it('defaults to INR', () => {
    expect(formatPrice(250)).toBe('₹250');
  });

  it('never shows more decimals than the currency has', () => {
    expect(formatPrice(1_500.4, 'JPY')).toBe('JPY 1,500');
    expect(formatPrice(10.999, 'USD')).toBe('$11.00');
  });
});

describe('minor units', () => {
  it('knows each currency’s precision, assuming 2 for an unknown code', () => {
    expect(currencyMinorDigits('INR')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('XYZ')).toBe(2);
  });

  it.each([
    [499.99, 'INR', 49_999],
    [19.99, 'USD', 1_999], // 19.99 * 100 is 1998.9999999999998 in binary
    [0.1 + 0.2, 'USD', 30],
    [1_500, 'JPY', 1_500],
    [1_500.5, 'JPY', 1_501],
    [-1_500.5, 'JPY', -1_501],
    [1.005, 'INR', 101], // 1.005 * 100 is 100.49999999999999 in binary
    [-1.005, 'INR', -101],
    [-0.001, 'INR', 0],
    [0, 'EUR', 0],
  ])('toMinorUnits(%d, %s) = %d, rounding half away from zero', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it.each([
    [49_999, 'INR', 499.99],
    [1, 'USD', 0.01],
    [1_500, 'JPY', 1_500],
    [100, 'EUR', 1],
  ])('fromMinorUnits(%d, %s) = %d', (minor, currency, amount) => {
    expect(fromMinorUnits(minor, currency)).toBe(amount);
  });

  it('round-trips every amount with the currency’s precision', () => {
    for (const amount of [0.01, 0.29, 1.1, 19.99, 123.45, 999_999.99]) {
      expect(fromMinorUnits(toMinorUnits(amount, 'INR'), 'INR')).toBe(amount);
    }
  });
});

describe('UpdateCurrencyConfigBodySchema', () => {
  const messages = (body: unknown) => {
    const result = UpdateCurrencyConfigBodySchema.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a default among the enabled currencies', () => {
    expect(messages({ enabledCurrencies: ['INR', 'USD'], defaultCurrency: 'USD' })).toEqual([]);
  });

  it('refuses a default that is not enabled', () => {
    expect(messages({ enabledCurrencies: ['INR'], defaultCurrency: 'USD' })).toEqual([
      'defaultCurrency: The default currency must be one of the enabled currencies',
    ]);
  });

  it('refuses an empty set and unknown codes', () => {
    expect(messages({ enabledCurrencies: [], defaultCurrency: 'INR' })).toContain(
      'enabledCurrencies: Enable at least one currency',
    );
    expect(messages({ enabledCurrencies: ['INR', 'ABC'], defaultCurrency: 'INR' })).toEqual([
      'enabledCurrencies.1: Choose one of the enabled currencies',
    ]);
  });
});
