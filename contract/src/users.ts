import { z } from 'zod';
import { NameSchema, PasswordSchema, UserSchema } from './auth.ts';

export const ProfileResponseSchema = z.object({ user: UserSchema });

export const UpdateProfileBodySchema = z.object({ name: NameSchema });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** Deleting an account asks for the password again so a borrowed session cannot do it. */
export const DeleteAccountBodySchema = z.object({
  password: z.string().min(1, 'Password is required').max(128),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** POST /user/complete-assessment-onboarding — the report guide was read, next to this completed attempt. */
export const CompleteAssessmentOnboardingBodySchema = z.object({ testAttemptId: z.uuid() });
export type CompleteAssessmentOnboardingBody = z.infer<typeof CompleteAssessmentOnboardingBodySchema>;
