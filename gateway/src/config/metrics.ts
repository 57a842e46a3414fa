import { z } from 'zod';

/** The metrics settings (.env.example, Metrics): the token on the main port, the internal listener. */
export const metricsEnv = z.object({
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type MetricsEnv = z.output<typeof metricsEnv>;

export interface MetricsConfig {
  token?: string;
  port?: number;
  host: string;
}

export function metricsConfig(env: MetricsEnv): MetricsConfig {
  return { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST };
}
