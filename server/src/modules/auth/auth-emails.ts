import { OTP_TTL_SECONDS } from '@pathwise/contract';

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
