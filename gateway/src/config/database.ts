import { z } from 'zod';
import { bool } from './env-values.js';

/** The database settings (.env.example, Database): the server or the embedded one, its pool, migrations, demo data. */
export const databaseEnv = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  DATABASE_MIGRATE_ON_START: bool.default(true),
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  PG_BIN_DIR: z.string().min(1).optional(),
  EMBEDDED_PG_DIR: z.string().min(1).default('.data/pg'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_DEMO: bool.optional(),
});

export type DatabaseEnv = z.output<typeof databaseEnv>;

export interface DatabaseConfig {
  url?: string;
  embeddedDir: string;
  embeddedPort: number;
  /** Connections this gateway may hold (DATABASE_POOL_SIZE), and as many for prepared reads (db/prepared.ts); N gateways hold up to N × 2 × this. */
  poolSize: number;
  /** Run pending migrations when the gateway starts (off when `npm run db:migrate` is a release step). */
  migrateOnStart: boolean;
  /** Send the hot reads as named prepared statements (db/prepared.ts); off behind a pooler that cannot keep them. */
  preparedStatements: boolean;
  /** Where pg_dump/pg_restore are (PG_BIN_DIR) for `npm run db:backup` / `db:restore`; else searched. */
  binDir?: string;
}

/** `resolve` makes a relative directory absolute against the repository root. */
export function databaseConfig(env: DatabaseEnv, resolve: (p: string) => string): DatabaseConfig {
  return {
    url: env.DATABASE_URL,
    embeddedDir: resolve(env.EMBEDDED_PG_DIR),
    embeddedPort: env.EMBEDDED_PG_PORT,
    poolSize: env.DATABASE_POOL_SIZE,
    migrateOnStart: env.DATABASE_MIGRATE_ON_START,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    binDir: env.PG_BIN_DIR,
  };
}

/** Demo data goes only into the embedded default database, never in production. */
export function seedDemo(env: DatabaseEnv, isProduction: boolean): boolean {
  return !isProduction && (env.SEED_DEMO ?? !env.DATABASE_URL);
}
