import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE } from '@pathwise/contract';
import { AppError } from './errors.ts';

// @node-rs/argon2's Algorithm is an ambient const enum (not importable under verbatimModuleSyntax): 2 = Argon2id.
const ARGON2ID = 2;

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (security.md §3.1). */
export const PRODUCTION_ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type Argon2Params = { memoryCost: number; timeCost: number; parallelism: number };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** True when the stored hash was made with weaker parameters than today's: rehash at next login. */
  needsRehash(hashed: string): boolean;
  /** Verifies against a throwaway hash so an unknown e-mail costs the same time as a wrong password. */
  burn(password: string): Promise<void>;
};

function parseParams(phc: string): Argon2Params | null {
  const match = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc);
  if (!match) return null;
  return { memoryCost: Number(match[1]), timeCost: Number(match[2]), parallelism: Number(match[3]) };
}

export function createPasswordHasher(params: Argon2Params = PRODUCTION_ARGON2): PasswordHasher {
  const options = { ...params, algorithm: ARGON2ID };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    needsRehash(hashed) {
      const stored = parseParams(hashed);
      return !stored || stored.memoryCost < params.memoryCost || stored.timeCost < params.timeCost;
    },
    async burn(password) {
      dummyHash ??= hash('pathwise-timing-equaliser', options);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * ASVS 6.2.4: new passwords must not be among the commonly used ones (zxcvbn's 49k list, lower-case).
 * Loaded on first use so start-up and the processes that never set a password do not pay for it;
 * kept server-side so the web bundle does not carry the list.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** 400 VALIDATION_FAILED naming `field`, in the same shape as a schema validation failure. */
export async function assertUncommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', `${field}: ${COMMON_PASSWORD_MESSAGE}`, {
      details: [{ path: field, message: COMMON_PASSWORD_MESSAGE, code: COMMON_PASSWORD_CODE }],
    });
  }
}
