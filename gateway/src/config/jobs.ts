import { z } from 'zod';
import { bool } from './env-values.js';
import type { PushEnv } from './push.js';

/**
 * The job queue's settings (.env.example, Jobs): whether this process runs the workers, how many
 * jobs of each kind at once, when digests go out. JOBS_PUSH_CONCURRENCY is read with the web push
 * settings (push.ts).
 */
export const jobsEnv = z.object({
  JOBS_WORKER: bool.default(true),
  JOBS_FANOUT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOBS_EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOBS_DIGEST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOBS_EXPIRY_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
});

export type JobsEnv = z.output<typeof jobsEnv>;

export interface JobsConfig {
  /** false: this gateway only enqueues; a separate `npm run worker` process does the work. */
  worker: boolean;
  /** Local hour (in each member's time zone) daily and weekly (Monday) digests are sent. */
  digestHour: number;
  /** Jobs of each kind one process runs at once. */
  concurrency: { fanOut: number; email: number; digest: number };
  /** How often a worker looks for jobs whose worker died (claims past their expiry) to run them again. */
  expiryCheckSeconds: number;
  /** Push jobs (each up to PUSHES_PER_JOB notifications to every device of their members) one process runs at once. */
  pushConcurrency: number;
}

export function jobsConfig(env: JobsEnv & Pick<PushEnv, 'JOBS_PUSH_CONCURRENCY'>): JobsConfig {
  return {
    worker: env.JOBS_WORKER,
    digestHour: env.DIGEST_HOUR,
    concurrency: { fanOut: env.JOBS_FANOUT_CONCURRENCY, email: env.JOBS_EMAIL_CONCURRENCY, digest: env.JOBS_DIGEST_CONCURRENCY },
    expiryCheckSeconds: env.JOBS_EXPIRY_CHECK_SECONDS,
    pushConcurrency: env.JOBS_PUSH_CONCURRENCY,
  };
}
