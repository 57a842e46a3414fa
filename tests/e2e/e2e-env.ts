/**
 * Where the e2e gateway runs: its port, and its own embedded PostgreSQL (data directory and port),
 * so a developer's running portal (port 8000, .data/pg) is never touched. E2E_PORT / E2E_PG_PORT
 * let runs go side by side — two checkouts, or two specs in one checkout (a data directory per port).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8100);
export const E2E_PG_PORT = process.env.E2E_PG_PORT ?? '54339';
export const E2E_PG_DIR = process.env.E2E_PORT ? `.data/pg-e2e-${E2E_PORT}` : '.data/pg-e2e';
