// How long and how hard the bench measures (bench.ts describes the variables), shared by its parts.
import { positiveInt } from './gateway-process.js';

export const scaleFactor = Number(process.env.BENCH_SCALE ?? 10);
export const duration = positiveInt('BENCH_DURATION', 10);
export const connections = positiveInt('BENCH_CONNECTIONS', 50);
export const warmup = Number(process.env.BENCH_WARMUP ?? 2);
