// PLACEHOLDER — replaced by the settings/mail module author.
import type { FastifyInstance } from 'fastify';
export async function mailRoutes(_app: FastifyInstance, _opts: Record<string, unknown>) {}
