import { z } from 'zod';
import { LineSchema } from './common.ts';

/** Password bounds (ASVS 6.2.1/6.2.9): at least 8 characters, up to 128, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
/** A code lives 10 minutes; 5 wrong tries burn it; a new one can be asked for every 60 s. */
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * Why the server refused a new password found in its common-password list (the list stays on the
 * server). The refusal's detail carries COMMON_PASSWORD_CODE, which the web app branches on to show
 * its translation (never on the message text).
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
export const COMMON_PASSWORD_CODE = 'PASSWORD_TOO_COMMON';

export const NameSchema = LineSchema.trim().min(1, 'Name is required').max(100, 'Name is too long');

export const OtpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is 6 digits');

export const RoleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /**
   * When the person finished the guide shown with their first report; null until then. Defaults
   * to null so a user stored in the browser before this field existed still reads as signed in.
   */
  assessmentOnboardingCompletedAt: z.string().nullable().default(null),
});
export type User = z.infer<typeof UserSchema>;

export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  referralCode: z.string().trim().max(64).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterResponseSchema = z.object({ message: z.string(), email: z.string() });

export const VerifyOtpBodySchema = z.object({ email: EmailSchema, otpCode: OtpCodeSchema });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthSessionSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthSession = z.infer<typeof AuthSessionSchema>;

export const EmailBodySchema = z.object({ email: EmailSchema });
export type EmailBody = z.infer<typeof EmailBodySchema>;

export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  otpCode: OtpCodeSchema,
  newPassword: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
