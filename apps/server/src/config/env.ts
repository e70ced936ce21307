import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './repo-root';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, checked once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag.optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  DEMO_PASSWORD: z.string().min(8).default('Demo-Passw0rd!'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  /** DATA_DIR made absolute. */
  dataDir: string;
  /** WEB_DIST_DIR made absolute. */
  webDistDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as in most shells and CI systems.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid environment configuration:\n${problems}`);
  }
  const env = result.data;
  return {
    ...env,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR),
  };
}
