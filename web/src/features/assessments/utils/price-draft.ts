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
  price: number | null;
  currency: CurrencyCode;
} {
  // The code was picked from the server's currency list; the server re-checks it is enabled.
  const currency = draft.currency as CurrencyCode;
  return draft.isFree
    ? { isFree: true, price: null, currency }
    : { isFree: false, price: Number(draft.price), currency };
}

/** Spec §4: switching a free profiler to paid starts from 0 (or the price it had). */
export function priceDraftOf(profiler: Pick<Assessment, 'isFree' | 'price' | 'currency'>): PriceDraft {
  return { isFree: profiler.isFree, price: String(profiler.price ?? 0), currency: profiler.currency };
}
