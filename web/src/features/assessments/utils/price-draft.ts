import { type Assessment, type CurrencyCode, PriceSchema } from '@pathwise/contract';

/** What a price form edits; `price` is the raw text of the field. */
export type PriceDraft = { isFree: boolean; price: string; currency: string };
export type PriceDraftError = 'required' | 'invalid';

/** Spec §5: a non-numeric value becomes empty. */
export function sanitizePriceInput(raw: string): string {
  const trimmed = raw.trim();
  return trimmed === '' || Number.isNaN(Number(trimmed)) ? '' : trimmed;
}

/** Spec §5: a paid profiler needs a price, a number ≥ 0 with at most 2 decimals (the contract's rule). */
export function priceDraftError(draft: PriceDraft): PriceDraftError | null {
  if (draft.isFree) return null;
  if (draft.price.trim() === '') return 'required';
  return PriceSchema.safeParse(draft.price).success ? null : 'invalid';
}

/** The body fields of a valid draft: free clears the price (the server also drops the coupon). */
export function priceDraftToBody(draft: PriceDraft): {
  isFree: boolean;
  price?: number | null;
  currency: CurrencyCode;
} {
  // The code was picked from the server's currency list; the server re-checks it is enabled.
  const currency = draft.currency as CurrencyCode;
  if (draft.isFree) return { isFree: true, price: null, currency };
  return { isFree: false, price: Number(draft.price), currency };
}

/**
 * Spec §4: switching a free profiler to paid gives it the price it had before it was made free, or
 * 0 — so a free profiler's draft starts from that price, and the admin sees it before saving.
 */
export function priceDraftOf(
  profiler: Pick<Assessment, 'isFree' | 'price' | 'previousPrice' | 'currency'>,
): PriceDraft {
  if (profiler.isFree || profiler.price === null) {
    return {
      isFree: profiler.isFree,
      price: String(profiler.previousPrice ?? 0),
      currency: profiler.currency,
    };
  }
  return { isFree: false, price: String(profiler.price), currency: profiler.currency };
}
