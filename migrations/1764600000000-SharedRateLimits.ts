import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every gateway on this database (issue #17 item 1): the API limits
 * (gateway/src/http/rate-limit.ts: votes and likes, commentary, URL submission) and the /auth/v1
 * limits (gateway/src/auth/gotrue/rate-limits.ts: sign-in, sign-up, magic link, recovery), kept by
 * rate-limiter-flexible's RateLimiterPostgres. The columns and their order are the ones that
 * library reads and writes (`INSERT INTO rate_limits VALUES (key, points, expire)`,
 * `ON CONFLICT (key)`); it is told the table exists (`tableCreated: true`) so it never runs DDL.
 *
 * - key: `<limit>:<member id | ip | email>`, e.g. `vote:member:5f0c…`; at most 255 characters.
 * - points: actions counted in the current window.
 * - expire: end of the window in epoch milliseconds (the gateways' clocks; NTP keeps them close).
 *
 * UNLOGGED: counters are worth less than the WAL writes each vote would cost; after a crash
 * PostgreSQL empties the table (everybody starts a fresh minute), and replicas do not carry it.
 * Expired rows are deleted by the library every 5 minutes (the index serves that DELETE).
 */
export class SharedRateLimits1764600000000 implements MigrationInterface {
  name = 'SharedRateLimits1764600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNLOGGED TABLE "rate_limits" (
      "key" varchar(255) NOT NULL,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint,
      CONSTRAINT "pk_rate_limits" PRIMARY KEY ("key")
    )`);
    await queryRunner.query('CREATE INDEX "idx_rate_limits_expire" ON "rate_limits" ("expire")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "rate_limits"');
  }
}
