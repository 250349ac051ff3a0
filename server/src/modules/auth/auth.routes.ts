import {
  AuthSessionSchema,
  EmailBodySchema,
  LoginBodySchema,
  MessageSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetPasswordBodySchema,
  VerifyOtpBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import type { AuthService } from './auth.service.ts';
import { IP_LIMITS } from './auth-limits.ts';

const tags = ['auth'];
const context = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;

  r.post(
    '/auth/register',
    {
      config: { auth: 'public', rateLimit: IP_LIMITS.register },
      schema: {
        tags,
        summary: 'Create an account (JSON, urlencoded or multipart form); a 6-digit code is e-mailed',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, context(request))),
  );

  r.post(
    '/auth/verify-otp',
    {
      config: { auth: 'public', rateLimit: IP_LIMITS.verifyOtp, errors: [422, 429] },
      schema: {
        tags,
        summary: 'Verify the e-mailed code; signs the user in',
        body: VerifyOtpBodySchema,
        response: { 200: AuthSessionSchema },
      },
    },
    async (request) => auth.verifyOtp(request.body, context(request)),
  );

  r.post(
    '/auth/login',
    {
      config: { auth: 'public', rateLimit: IP_LIMITS.login, errors: [401, 422, 429] },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginBodySchema,
        response: { 200: AuthSessionSchema },
      },
    },
    async (request) => auth.login(request.body, context(request)),
  );

  r.post(
    '/auth/resend-otp',
    {
      config: { auth: 'public', rateLimit: IP_LIMITS.resendOtp, errors: [429] },
      schema: {
        tags,
        summary: 'Send a new verification code (once a minute)',
        body: EmailBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => auth.resendOtp(request.body.email),
  );

  r.post(
    '/auth/forgot-password',
    {
      config: { auth: 'public', rateLimit: IP_LIMITS.forgotPassword },
      schema: {
        tags,
        summary: 'E-mail a password reset code (same reply whether or not the account exists)',
        body: EmailBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => auth.forgotPassword(request.body.email),
  );

  r.post(
    '/auth/reset-password',
    {
      config: { auth: 'public', rateLimit: IP_LIMITS.resetPassword, errors: [422, 429] },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; ends every session',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => auth.resetPassword(request.body),
  );

  r.post(
    '/auth/logout',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'End this session',
        security: [{ bearerAuth: [] }],
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await auth.logout(requireUser(request).sessionId);
      return { message: 'Signed out.' };
    },
  );
}
