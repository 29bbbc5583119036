import { z } from 'zod';
import { windowedLimit } from '../limits/windowed-limit';
import { ConfigError } from './config-error';

export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce.number().int().min(1).max(65535);

/** express's `trust proxy`: a hop count, `false`, or addresses, CIDR ranges and names (loopback, uniquelocal) separated by commas. */
const trustProxy = z
  .string()
  .min(1)
  .transform((value): string | number | boolean => (/^\d+$/.test(value) ? Number(value) : value === 'false' ? false : value));

/**
 * The platform's environment variables: server, database, event store, projections, the public API's rate
 * limit. Each module that reads more (auth, the story generator) owns its own schema; the composition root
 * (app.config.ts) joins them, and `.env.example` lists the whole set.
 */
export const PlatformConfigSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Postgres server for read models (and the event store by default); unset = embedded Postgres. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where embedded Postgres keeps its data when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_POSTGRES_PORT: port.default(54329),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  ESDB_CONNECTION_STRING: z.string().startsWith('esdb').optional(),
  /** all: HTTP and projections; api: HTTP only; projector: projections only (one active, by advisory lock). */
  API_ROLE: z.enum(['all', 'api', 'projector']).default('all'),
  /** How long a command waits for projections to pass its position before it answers TIMEOUT. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
  /** Public origin of the app, used as the JWT issuer; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Shares the public API's rate-limit counters between instances; unset = each instance counts in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Namespace of the counters in Redis. */
  RATE_LIMIT_KEY_PREFIX: z.string().min(1).default('worldloom:rate-limit:'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /** Which proxies' X-Forwarded-For names the client (its address is what per-IP limits count). */
  TRUST_PROXY: trustProxy.prefault('loopback'),
  /** helmet's headers (CSP, HSTS on https, nosniff, ...); off only behind a proxy that sets its own. */
  SECURITY_HEADERS_ENABLED: booleanFlag.default(true),
  /** Largest JSON or form body; a larger one is a 413. */
  HTTP_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(1024 * 1024),
  /** Largest request head (request line and headers); a larger one is a 431. */
  HTTP_MAX_HEADER_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024).default(16 * 1024),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Readiness fails when the oldest event a projection has not applied is older than this. */
  HEALTH_MAX_PROJECTION_LAG_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  /** Each signed-in user's budget of tRPC mutations (the web app's writes), per window. */
  TRPC_MUTATION_LIMIT: windowedLimit.prefault('1200/10m'),
});

export type PlatformConfig = z.infer<typeof PlatformConfigSchema>;

/** The rules between platform variables, for the composed schema's superRefine. */
export function refinePlatformConfig(config: PlatformConfig, context: z.RefinementCtx): void {
  if (config.EVENT_STORE === 'eventstoredb' && !config.ESDB_CONNECTION_STRING) {
    context.addIssue({ code: 'custom', path: ['ESDB_CONNECTION_STRING'], message: 'is required when EVENT_STORE=eventstoredb' });
  }
}

export { ConfigError };

/** Parses an environment with `schema`; empty values count as unset; a bad value throws one line per variable, naming it. */
export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, env: Readonly<Record<string, unknown>>): z.infer<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || 'environment';
    const value = env[variable];
    const shown = value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    return `Invalid configuration: ${variable}${shown}: ${issue.message}`;
  });
  throw new ConfigError(lines.join('\n'));
}

/** The whole parsed configuration (app.config.ts); each reader types it as the part it reads. */
export const APP_CONFIG = Symbol('APP_CONFIG');

const CheckedPlatformConfig = PlatformConfigSchema.superRefine(refinePlatformConfig);

/** The platform's part of an environment (the app reads the whole set through app.config.ts). */
export function loadPlatformConfig(env: Readonly<Record<string, unknown>>): PlatformConfig {
  return parseEnvironment(CheckedPlatformConfig, env);
}
