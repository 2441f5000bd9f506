import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configurationDocPath, withConfigurationTable } from '../src/config-docs.js';
import { ConfigError, loadConfig, variables } from '../src/config.js';

describe('configuration', () => {
  it('has defaults that run everything locally', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.migrationsDir.endsWith(path.join('apps', 'server', 'drizzle'))).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('names every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT: must be a whole number from 0 to 65535');
      expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('takes a redis:// or rediss:// REDIS_URL and names REDIS_URL when it is anything else', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redisUrl).toBe('redis://cache:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.example' }).redisUrl).toBe(
      'rediss://:pw@cache.example',
    );
    for (const bad of ['http://cache:6379', 'cache:6379', 'redis://', 'redis://:6379']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(
        'REDIS_URL: must be a redis:// or rediss:// URL with a host',
      );
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '3.5' })).toThrow(/PORT/);
  });
});

describe('docs/configuration.md', () => {
  it('lists every variable with its default and meaning, as the schema in config.ts says', async () => {
    const doc = readFileSync(configurationDocPath, 'utf8');
    // Out of date? Run `npm run docs:config`.
    expect(doc).toBe(await withConfigurationTable(doc));
    for (const name of Object.keys(variables)) expect(doc).toContain(`\`${name}\``);
  });
});
