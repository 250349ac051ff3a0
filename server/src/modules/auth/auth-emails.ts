import { OTP_TTL_SECONDS } from '@pathwise/contract';
import { longDateTime } from '../../platform/dates.ts';

const minutes = OTP_TTL_SECONDS / 60;

export type EmailContent = { subject: string; text: string };

export function verificationEmail(name: string, code: string): EmailContent {
  return {
    subject: `${code} is your Pathwise verification code`,
    text: [
      `Hi ${name},`,
      '',
      `Your Pathwise verification code is: ${code}`,
      '',
      `It expires in ${minutes} minutes and works once. If you did not create an account, you can ignore this e-mail.`,
    ].join('\n'),
  };
}

export function passwordResetEmail(name: string, code: string): EmailContent {
  return {
    subject: `${code} is your Pathwise password reset code`,
    text: [
      `Hi ${name},`,
      '',
      `Use this code to choose a new password: ${code}`,
      '',
      `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function alreadyRegisteredEmail(name: string): EmailContent {
  return {
    subject: 'Someone tried to create a Pathwise account with your e-mail',
    text: [
      `Hi ${name},`,
      '',
      'Someone (maybe you) tried to create a new Pathwise account with this e-mail address, which already has one.',
      'If it was you, sign in instead — or use "Forgot password" if you do not remember it.',
      'If it was not you, no action is needed.',
    ].join('\n'),
  };
}

/**
 * Sent once per lock window when an account collects failed sign-ins. The link only opens the
 * forgot-password step with the address filled in: it signs nobody in and carries no secret.
 */
export function failedSignInsEmail(
  name: string,
  details: { ip: string; at: Date; resetUrl: string },
): EmailContent {
  return {
    subject: 'Failed sign-in attempts on your Pathwise account',
    text: [
      `Hi ${name},`,
      '',
      `Several attempts to sign in to your Pathwise account with a wrong password have failed, the latest on ${longDateTime(details.at)} from the network address ${details.ip}.`,
      'We are slowing further attempts down. Nobody got in with these attempts, and your password has not changed.',
      '',
      'If this was you, you can ignore this e-mail.',
      '',
      "This wasn't me — reset my password:",
      details.resetUrl,
      '',
      'The link opens the password reset page, where we e-mail you a code; the link alone does not sign anyone in.',
    ].join('\n'),
  };
}
