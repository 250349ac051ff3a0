// PLACEHOLDER — replaced by the settings module author.
import type { FastifyInstance } from 'fastify';
export async function settingsRoutes(_app: FastifyInstance, _opts: Record<string, unknown>) {}
