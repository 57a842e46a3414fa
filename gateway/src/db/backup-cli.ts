import { mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv, REPO_ROOT } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { backupDatabase, BackupError, restoreDatabase } from './backup.js';
import { EMBEDDED_DATABASE_NAME } from './database.js';
import { attachOrStartEmbeddedPostgres, embeddedUrl } from './embedded.js';

/**
 * `npm run db:backup [-- --out FILE]` and `npm run db:restore -- FILE [--replace]` on the configured
 * database: DATABASE_URL, or the embedded one (the running portal's server when it is up, otherwise
 * started for the command). See gateway/src/db/backup.ts and docs/operations.md, "Backups and restore".
 */
const [command, ...rest] = process.argv.slice(2);
const usage = 'usage: npm run db:backup [-- --out FILE]  |  npm run db:restore -- FILE [--replace]';

loadDotEnv();
const config = loadConfig();
const log = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');

async function databaseUrl(): Promise<{ url: string; stop?: () => Promise<void>; where: string }> {
  if (config.database.url) return { url: config.database.url, where: 'DATABASE_URL' };
  const server = await attachOrStartEmbeddedPostgres({ dir: config.database.embeddedDir, port: config.database.embeddedPort, log });
  await server.createDatabase(EMBEDDED_DATABASE_NAME);
  return {
    url: embeddedUrl(config.database.embeddedPort, EMBEDDED_DATABASE_NAME),
    stop: server.attached ? undefined : () => server.stop(),
    where: `the embedded PostgreSQL (${path.relative(REPO_ROOT, config.database.embeddedDir)})`,
  };
}

async function main(): Promise<number> {
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z');
    const out = path.resolve(values.out ?? path.join(REPO_ROOT, 'backups', `portal-${stamp}.dump`));
    mkdirSync(path.dirname(out), { recursive: true });
    const db = await databaseUrl();
    try {
      const partial = `${out}.partial`;
      const { tool, major } = await backupDatabase(db.url, partial, { binDir: config.database.binDir });
      renameSync(partial, out);
      log.info(`Backed up ${db.where} (PostgreSQL ${major}) with pg_dump ${tool.major} to ${out} (${(statSync(out).size / 1024).toFixed(0)} KB)`);
    } finally {
      await db.stop?.();
    }
    return 0;
  }
  if (command === 'restore') {
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
    if (positionals.length !== 1) {
      console.error(usage);
      return 2;
    }
    const file = path.resolve(positionals[0]!);
    const db = await databaseUrl();
    try {
      const { tool, replaced } = await restoreDatabase(db.url, file, { replace: values.replace, binDir: config.database.binDir });
      log.info(`Restored ${file} into ${db.where} with pg_restore ${tool.major}${replaced ? ` (replacing ${replaced} table(s))` : ''}. Start the portal; it applies any newer migrations.`);
    } finally {
      await db.stop?.();
    }
    return 0;
  }
  console.error(usage);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof BackupError ? err.message : err);
    process.exit(1);
  },
);
