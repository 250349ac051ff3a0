import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { type Config, loadConfig } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { users } from '../../server/src/db/schema/index.ts';

export type Target = {
  name: string;
  url: string;
  headers?: Record<string, string>;
  close(): Promise<void>;
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** A production-shaped config with throwaway secrets. */
export function benchConfig(): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    APP_SECRET: randomBytes(32).toString('hex'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SKIP_SEED: 'true',
  });
}

/** (1) Fastify with one route and nothing else. */
export async function bareJsonTarget(): Promise<Target> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ ok: true }));
  const base = await listen(app);
  return { name: '(1) bare fastify {ok:true}', url: `${base}/`, close: () => app.close() };
}

/** (2) Fastify with one route doing one primary-key SELECT through Drizzle. */
export async function primaryKeyTarget(database: Database, userId: string): Promise<Target> {
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
    const [row] = await database.db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, request.params.id))
      .limit(1);
    if (!row) return reply.status(404).send({ error: 'NOT_FOUND' });
    return row;
  });
  const base = await listen(app);
  return { name: '(2) bare PK select', url: `${base}/users/${userId}`, close: () => app.close() };
}

/** (3) The real app, GET /api/notifications/unread-count with a bearer token. */
export async function unreadCountTarget(database: Database, config: Config, token: string): Promise<Target> {
  const app = await buildApp({ config, database, logger: false, webDist: null, startJobs: false });
  await app.ready();
  const base = await listen(app);
  return {
    name: '(3) app unread-count',
    url: `${base}/api/notifications/unread-count`,
    headers: { authorization: `Bearer ${token}` },
    close: () => app.close(),
  };
}
