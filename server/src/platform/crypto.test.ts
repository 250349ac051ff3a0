import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacHex, safeEqualHex } from './crypto.ts';

describe('safeEqualHex', () => {
  const digest = hmacHex(randomBytes(32), 'message');

  it('is true for the same digest, in either case', () => {
    expect(safeEqualHex(digest, digest)).toBe(true);
    expect(safeEqualHex(digest, digest.toUpperCase())).toBe(true);
  });

  it('is false for another digest, a shorter one, or junk after a valid one', () => {
    const other = hmacHex(randomBytes(32), 'message');
    expect(safeEqualHex(digest, other)).toBe(false);
    expect(safeEqualHex(digest, digest.slice(0, 62))).toBe(false);
    // Buffer.from(hex) would stop at the first non-hex character and read both as equal.
    expect(safeEqualHex(`${digest}zz`, `${digest}yy`)).toBe(false);
    expect(safeEqualHex(`${digest.slice(0, 62)}zz`, `${digest.slice(0, 62)}yy`)).toBe(false);
    expect(safeEqualHex('', 'zz')).toBe(false);
  });
});
