import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredEmail,
  passwordResetEmail,
  verificationEmail,
} from '../../modules/auth/auth-emails.ts';
import { oneTimeCodeLine } from './one-time-code-line.ts';

// Read against the real templates: a reworded subject must fail here, not leave the line silent.
describe('the plain line of a one-time code e-mail', () => {
  it('names the address, the code and what it is for', () => {
    expect(oneTimeCodeLine({ to: 'ana@example.com', ...verificationEmail('Ana', '482913') })).toBe(
      '✉  Code for ana@example.com: 482913 (verification)',
    );
    expect(oneTimeCodeLine({ to: 'ana@example.com', ...passwordResetEmail('Ana', '015372') })).toBe(
      '✉  Code for ana@example.com: 015372 (password reset)',
    );
  });

  it('is null for an e-mail that carries no code', () => {
    expect(oneTimeCodeLine({ to: 'ana@example.com', ...alreadyRegisteredEmail('Ana') })).toBeNull();
    expect(oneTimeCodeLine({ to: 'ana@example.com', subject: 'Your report is ready' })).toBeNull();
  });
});
