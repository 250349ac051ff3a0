import { describe, expect, it } from 'vitest';
import { priceDraftError, priceDraftOf, priceDraftToBody, sanitizePriceInput } from './price-draft';

describe('price drafts', () => {
  it('turns a non-numeric value into an empty one and keeps numbers', () => {
    expect(sanitizePriceInput('abc')).toBe('');
    expect(sanitizePriceInput('12e')).toBe('');
    expect(sanitizePriceInput(' 12.5 ')).toBe('12.5');
    expect(sanitizePriceInput('0')).toBe('0');
  });

  it('needs a price ≥ 0 with at most 2 decimals only when paid', () => {
    const paid = { isFree: false, currency: 'INR' };
    expect(priceDraftError({ ...paid, price: '' })).toBe('required');
    expect(priceDraftError({ ...paid, price: '-1' })).toBe('invalid');
    expect(priceDraftError({ ...paid, price: '1.234' })).toBe('invalid');
    expect(priceDraftError({ ...paid, price: '0' })).toBeNull();
    expect(priceDraftError({ ...paid, price: '499.99' })).toBeNull();
    expect(priceDraftError({ isFree: true, price: '', currency: 'INR' })).toBeNull();
  });

  it('sends no price for a free profiler', () => {
    expect(priceDraftToBody({ isFree: true, price: '499', currency: 'USD' })).toEqual({
      isFree: true,
      price: null,
      currency: 'USD',
    });
    expect(priceDraftToBody({ isFree: false, price: '499.5', currency: 'USD' })).toEqual({
      isFree: false,
      price: 499.5,
      currency: 'USD',
    });
  });

  it('starts a free profiler from the price it had before it was made free, else 0 (spec §4)', () => {
    const free = priceDraftOf({ isFree: true, price: null, previousPrice: 250, currency: 'INR' });
    expect(free).toEqual({ isFree: true, price: '250', currency: 'INR' });
    expect(priceDraftToBody({ ...free, isFree: false })).toEqual({
      isFree: false,
      price: 250,
      currency: 'INR',
    });
    const neverPriced = priceDraftOf({ isFree: true, price: null, previousPrice: null, currency: 'INR' });
    expect(neverPriced.price).toBe('0');
    expect(priceDraftError({ ...neverPriced, isFree: false })).toBeNull();
  });

  it('starts a paid profiler from its price, which may not be emptied', () => {
    const paid = priceDraftOf({ isFree: false, price: 250, previousPrice: null, currency: 'EUR' });
    expect(paid).toEqual({ isFree: false, price: '250', currency: 'EUR' });
    expect(priceDraftError({ ...paid, price: '' })).toBe('required');
  });
});
