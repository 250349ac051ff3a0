import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** Derives an independent 32-byte key per purpose from the one APP_SECRET, so no key is reused across uses. */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'pathwise', purpose, 32));
}

/**
 * AES-256-GCM with a fresh 12-byte IV per value and the setting's name as additional data,
 * so a ciphertext moved to another row fails to decrypt. Format: v1:<iv>:<tag>:<ciphertext> (base64url).
 */
export function createSecretBox(key: Buffer) {
  return {
    seal(plaintext: string, aad: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(envelope: string, aad: string): string {
      const [version, iv, tag, ciphertext] = envelope.split(':');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
        throw new Error('Unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

export function hmacHex(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

const HEX = /^(?:[0-9a-f]{2})*$/i;

/**
 * Constant-time comparison of two hex digests. Buffer.from(…, 'hex') stops at the first non-hex
 * character, so text with junk after a valid digest would compare equal: both must be whole hex.
 */
export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length || !HEX.test(a) || !HEX.test(b)) return false;
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
