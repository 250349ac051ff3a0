import { type Assessment, type CurrencyCode, PriceSchema } from '@pathwise/contract';

/**
 * What a price form edits; `price` is the raw text of the field. `restoresStoredPrice` marks a
 * profiler that is free on the server: the API shows no price for it, but the server keeps the
 * one it had and restores it (or 0) when it turns paid without a price (spec §4), so an empty
 * price means "the previous one" rather than "missing".
 */
export type PriceDraft = { isFree: boolean; price: string; currency: string; restoresStoredPrice?: boolean };
export type PriceDraftError = 'required' | 'invalid';

/** Spec §5: a non-numeric value becomes empty. */
export function sanitizePriceInput(raw: string): string {
  const trimmed = raw.trim();
  return trimmed === '' || Number.isNaN(Number(trimmed)) ? '' : trimmed;
}

/** Spec §5: a paid profiler needs a price, a number ≥ 0 with at most 2 decimals (the contract's rule). */
export function priceDraftError(draft: PriceDraft): PriceDraftError | null {
  if (draft.isFree) return null;
  if (draft.price.trim() === '') return draft.restoresStoredPrice ? null : 'required';
  return PriceSchema.safeParse(draft.price).success ? null : 'invalid';
}

/**
 * The body fields of a valid draft: free clears the price (the server also drops the coupon);
 * paid with the price left empty sends none, so the server restores the previous one (or 0).
 */
export function priceDraftToBody(draft: PriceDraft): {
  isFree: boolean;
  price?: number | null;
  currency: CurrencyCode;
} {
  // The code was picked from the server's currency list; the server re-checks it is enabled.
  const currency = draft.currency as CurrencyCode;
  if (draft.isFree) return { isFree: true, price: null, currency };
  if (draft.price.trim() === '') return { isFree: false, currency };
  return { isFree: false, price: Number(draft.price), currency };
}

/**
 * Spec §4: switching a free profiler to paid gives it 0 or the price it had. That price stays on
 * the server (the API shows null), so a free profiler's draft starts empty and restores it.
 */
export function priceDraftOf(profiler: Pick<Assessment, 'isFree' | 'price' | 'currency'>): PriceDraft {
  if (profiler.isFree || profiler.price === null) {
    return { isFree: profiler.isFree, price: '', currency: profiler.currency, restoresStoredPrice: true };
  }
  return { isFree: false, price: String(profiler.price), currency: profiler.currency };
}
