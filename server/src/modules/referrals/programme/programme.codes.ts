import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@pathwise/contract';

/**
 * A readable, unguessable code (decision 019): REFERRAL_CODE_LENGTH characters drawn uniformly with
 * crypto.randomInt from an alphabet without look-alikes. Uniqueness is the database's (unique index);
 * callers retry on a collision.
 */
export function generateCode(length: number = REFERRAL_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}
