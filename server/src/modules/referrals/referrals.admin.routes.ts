import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';

/** The admin's referral calls and the feature switch (spec §7 Referrals; decision 019). */
export async function referralsAdminRoutes(_app: FastifyInstance, _deps: ModuleDeps) {}
