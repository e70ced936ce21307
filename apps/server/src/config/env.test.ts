import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { REPO_ROOT } from './repo-root';

describe('loadConfig', () => {
  it('applies defaults and resolves folders against the repository root', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['DB_POOL_MAX', '0'],
  ])('refuses %s=%s with a message that names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment configuration:\\n  ${name}: `));
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/portal' }).DATABASE_URL).toBe(
      'postgres://u:p@db.internal:5432/portal',
    );
  });
});
