import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../../config/config.js';

/**
 * The push settings of a database's processes (config.push): the composition (app.ts, jobs/workers.ts)
 * installs them for each DataSource it opens, so services reached through a context or a job read
 * the configuration the process was started with; a DataSource nobody configured (scripts) reads
 * the environment.
 */
export type PushSettings = Config['push'];

const installed = new WeakMap<DataSource, PushSettings>();

export function configurePush(dataSource: DataSource, settings: PushSettings): void {
  installed.set(dataSource, settings);
}

export function pushSettings(dataSource: DataSource): PushSettings {
  let settings = installed.get(dataSource);
  if (!settings) installed.set(dataSource, (settings = loadConfig().push));
  return settings;
}
