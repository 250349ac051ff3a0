import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** `./data` at the repository root, whichever folder the process was started from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An IPv4 or IPv6 address, with an optional /prefix (a CIDR range). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * `true`/`1`: trust X-Forwarded-For from any hop (the instances are reachable only through the
 * proxy). A comma-separated list of addresses or CIDR ranges: trust it only from those hops, so a
 * request that reaches the instance directly keeps its socket address.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .pipe(
    z.union([
      z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1'),
      z
        .string()
        .transform((v) => v.split(',').map((part) => part.trim()))
        .refine((parts) => parts.every(isAddressOrRange), {
          message: 'expected true, false or a comma-separated list of IP addresses or CIDR ranges',
        }),
    ]),
  );

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/**
 * Every environment variable the server reads, with its default. This is the only file that
 * touches process.env; the README's configuration table mirrors it.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people use (links in e-mails, the start banner); unset = http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  REDIS_URL: optionalUrl,
  /** PostgreSQL connections per instance (unset: two per core plus one, at least 5; see db/client.ts). */
  DATABASE_POOL_SIZE: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.coerce.number<string | undefined>().int().min(2).max(200).optional()),
  /**
   * On SIGTERM or SIGINT the server stops accepting connections and finishes what is in flight
   * (requests, running jobs); past this many seconds it exits anyway (exit code 1).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /** Master secret: settings encryption and OTP hashing keys are derived from it. */
  APP_SECRET: z.string().min(32).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  MAIL_PROVIDER: z.enum(['outbox', 'resend', 'smtp']).default('outbox'),
  MAIL_FROM: z.string().default('Pathwise <no-reply@pathwise.local>'),
  RESEND_API_KEY: z.string().optional(),
  RESEND_BASE_URL: z.url().default('https://api.resend.com'),
  SMTP_URL: optionalUrl,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** First wait before an AI analysis that failed is tried again (doubling each time); 0 retries at once. */
  AI_ANALYSIS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  /** Reconciliation settles an open order with a provider order once it is this old (decision 012). */
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** An open order with no captured payment this long after it was made is closed as failed. */
  PAYMENT_ORDER_STALE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** How often the reconciliation job runs (a cron expression; pg-boss schedules it). */
  PAYMENT_RECONCILE_CRON: z.string().default('*/2 * * * *'),
  /** Hosts an administrator may point provider base URLs at besides public https hosts (comma-separated). */
  PROVIDER_HOST_ALLOWLIST: z.string().default(''),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits key on it); see `trustProxy`. */
  TRUST_PROXY: trustProxy,
  /** First start only: the administrator created when the database has no users (password generated if unset). */
  SEED_ADMIN_EMAIL: z.email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  SKIP_SEED: bool,
  WEB_DIST: z.string().optional(),
  /** The commit being run, shown in the admin system status (builders set one of them); else .git/HEAD is read. */
  GIT_COMMIT: z.string().optional(),
  SOURCE_COMMIT: z.string().optional(),
  /** The Swagger UI and /api/docs/json: served outside production; in production only with `public`. */
  API_DOCS: z.enum(['public', 'off']).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Omit<Env, 'PUBLIC_URL'> & {
  /** Always set: PUBLIC_URL as given, else http://localhost:PORT. */
  PUBLIC_URL: string;
  appSecret: string;
  jwtSecret: string;
  providerHostAllowlist: string[];
  isProduction: boolean;
  /** Whether /api/docs is served (decision 009); the OpenAPI document itself always exists (app.swagger()). */
  apiDocsPublic: boolean;
};

/**
 * Secrets that may come from a file instead (`APP_SECRET_FILE=/run/secrets/app_secret`), as Docker
 * and Kubernetes secrets are mounted: the value never sits in the environment or `docker inspect`.
 */
export const FILE_SECRETS = [
  'DATABASE_URL',
  'REDIS_URL',
  'APP_SECRET',
  'JWT_SECRET',
  'RESEND_API_KEY',
  'SMTP_URL',
  'OPENAI_API_KEY',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'SEED_ADMIN_PASSWORD',
] as const;

/** The environment with each `<NAME>_FILE` read into `<NAME>` (one trailing line break dropped). */
function withFileSecrets(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const resolved = { ...source };
  const problems: string[] = [];
  for (const name of FILE_SECRETS) {
    const path = source[`${name}_FILE`];
    if (!path) continue;
    if (source[name]) {
      problems.push(`  ${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      resolved[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`  ${name}_FILE: cannot read ${path} (${code})`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return resolved;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(withFileSecrets(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && (!env.APP_SECRET || !env.JWT_SECRET)) {
    throw new Error(
      'Invalid configuration: APP_SECRET and JWT_SECRET (32+ characters each) are required in production',
    );
  }
  return {
    ...env,
    // A newcomer who sets only PORT must be told, and e-mailed links to, the port the server listens on.
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // Outside production a fixed development secret keeps `npm start` zero-configuration; it is
    // refused above in production so no deployment can run on it.
    appSecret: env.APP_SECRET ?? 'pathwise-development-app-secret-do-not-use-in-production',
    jwtSecret: env.JWT_SECRET ?? 'pathwise-development-jwt-secret-do-not-use-in-production',
    providerHostAllowlist: env.PROVIDER_HOST_ALLOWLIST.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    isProduction,
    apiDocsPublic: env.API_DOCS ? env.API_DOCS === 'public' : !isProduction,
  };
}
