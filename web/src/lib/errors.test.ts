import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getErrorCode, getErrorFields, getErrorMessage } from './errors';

describe('api error helpers', () => {
  const wrongPassword = new ApiError(422, 'UNPROCESSABLE', 'Your current password is not correct.', [
    { path: 'currentPassword' },
  ]);

  it('reads the code and message of an ApiError, with fallbacks for anything else', () => {
    expect(getErrorCode(wrongPassword)).toBe('UNPROCESSABLE');
    expect(getErrorCode(new Error('x'))).toBeNull();
    expect(getErrorMessage(wrongPassword, 'fallback')).toBe('Your current password is not correct.');
    expect(getErrorMessage(new Error('x'), 'fallback')).toBe('fallback');
  });

  it('lists the fields named in details, string or array paths', () => {
    expect(getErrorFields(wrongPassword)).toEqual(['currentPassword']);
    expect(
      getErrorFields(
        new ApiError(400, 'VALIDATION_FAILED', 'bad', [{ path: ['body', 'name'] }, { nope: 1 }]),
      ),
    ).toEqual(['body.name']);
    expect(getErrorFields(new ApiError(400, 'BAD_REQUEST', 'bad', { path: 'x' }))).toEqual([]);
    expect(getErrorFields('oops')).toEqual([]);
  });
});
