import type { DataSource } from 'typeorm';
import { APP_VERSION } from '../../config/version.js';

export async function checkHealth(ds: DataSource): Promise<{ status: string; database: string; version: string }> {
  try {
    await ds.query('SELECT 1');
    return { status: 'ok', database: 'up', version: APP_VERSION };
  } catch {
    return { status: 'degraded', database: 'down', version: APP_VERSION };
  }
}
