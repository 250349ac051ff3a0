import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, INVALID_CURSOR_MESSAGE } from './keyset-cursor.ts';

describe('keyset cursors', () => {
  const id = '7d1f2c3a-1b2c-4d5e-8f90-a1b2c3d4e5f6';

  it('round-trips a timestamp text, a number, a name and a null key', () => {
    for (const key of ['2026-11-25 06:00:00.123456+00', 42, 'Zoë O’Brien', null]) {
      expect(decodeCursor(encodeCursor({ key, id }))).toEqual({ key, id });
    }
  });

  it('refuses anything that is not one of ours with the same clear message', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not base64 json',
      forged({ key: 1, id }),
      forged([1, 'not-a-uuid']),
      forged([{ nested: true }, id]),
      forged(['x'.repeat(401), id]),
      forged([1, id, 'extra']),
    ]) {
      expect(() => decodeCursor(cursor), cursor).toThrow(INVALID_CURSOR_MESSAGE);
    }
  });
});
