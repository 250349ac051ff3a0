import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';

/** The people's referral calls (spec §7 Referrals; decision 019). */
export async function referralsRoutes(_app: FastifyInstance, _deps: ModuleDeps) {}
