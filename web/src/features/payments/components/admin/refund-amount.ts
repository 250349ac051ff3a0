import { currencyMinorDigits, formatPrice, toMinorUnits } from '@pathwise/contract';
import { i18n } from '@/lib/i18n';

/** The remaining amount as the field starts with it: the currency's decimals, no grouping ("499.50", JPY "500"). */
export function amountInputValue(amount: number, currency: string): string {
  return amount.toFixed(currencyMinorDigits(currency));
}

export type ParsedRefundAmount = { ok: true; amount: number; minor: number } | { ok: false; error: string };

/**
 * A typed refund amount in the order's currency's major units: more than zero, no more decimals
 * than the currency has (JPY none), and at most what remains (compared in minor units, as the
 * server does). A comma is read as the decimal point.
 */
export function parseRefundAmount(
  input: string,
  currency: string,
  remainingMinor: number,
  remaining: number,
): ParsedRefundAmount {
  const text = input.trim().replace(',', '.');
  const digits = currencyMinorDigits(currency);
  if (text === '') return { ok: false, error: i18n.t('adminPayments.refund.errors.amountRequired') };
  if (!/^\d+(\.\d+)?$/.test(text))
    return { ok: false, error: i18n.t('adminPayments.refund.errors.amountNumber') };
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > digits) {
    return {
      ok: false,
      error:
        digits === 0
          ? i18n.t('adminPayments.refund.errors.amountWhole', { currency })
          : i18n.t('adminPayments.refund.errors.amountDecimals', { currency, count: digits }),
    };
  }
  const amount = Number(text);
  const minor = toMinorUnits(amount, currency);
  if (!(minor > 0)) return { ok: false, error: i18n.t('adminPayments.refund.errors.amountPositive') };
  if (minor > remainingMinor) {
    return {
      ok: false,
      error: i18n.t('adminPayments.refund.errors.amountOverRemaining', {
        remaining: formatPrice(remaining, currency),
      }),
    };
  }
  return { ok: true, amount, minor };
}
