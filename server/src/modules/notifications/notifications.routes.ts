// PLACEHOLDER — replaced by the notifications module author.
import type { FastifyInstance } from 'fastify';
export async function notificationRoutes(_app: FastifyInstance, _opts: Record<string, unknown>) {}
