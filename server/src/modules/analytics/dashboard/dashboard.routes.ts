import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';

/** GET /admin/analytics/dashboard (being built: registers nothing yet, so the server compiles). */
export async function dashboardRoutes(_app: FastifyInstance, _deps: ModuleDeps) {}
