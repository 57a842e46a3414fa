import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv, ConfigError } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { openDatabase } from '../db/database.js';
import { startJobQueue } from '../jobs/queue.js';
import { importDistricts } from './districts.js';
import { DownloadError, ImportError } from './errors.js';
import { downloadLegislatorFiles, importLegislators, readLegislatorFolder } from './legislators.js';
import { downloadOffices, importOffices, OFFICES_FILE } from './offices.js';
import { terminalReporter } from './report.js';
import { readSource } from './sources.js';
import { importVotes, readVoteSources } from './votes.js';

/**
 * npm run import:legislators [-- --from <folder>]      (default: download the official files)
 * npm run import:votes -- --from <folder-or-data.json>
 * npm run import:districts -- --from <zccd.csv>
 * npm run import:offices [-- --from <legislators-district-offices.yaml>]   (default: download it)
 *
 * Uses the gateway's database configuration (see ingest/database.ts). Each import is one
 * transaction: on any error nothing is written and the exit code is 1.
 */
const USAGE = `usage: cli.ts legislators [--from <folder>] | votes --from <folder-or-file> | districts --from <file> | offices [--from <file>]`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const kind = positionals[0];
  if (values.help || !kind || !['legislators', 'votes', 'districts', 'offices'].includes(kind)) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the repository root; a relative --from is relative to where npm was run.
  const from = values.from ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from) : undefined;
  if (!from && kind !== 'legislators' && kind !== 'offices') {
    console.error(`import:${kind} needs --from <${kind === 'votes' ? 'folder-or-file' : 'file'}>\n${USAGE}`);
    return 2;
  }

  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const reporter = terminalReporter();
  const started = Date.now();

  // Read and download before touching the database: bad input or no network → no database work.
  const source =
    kind === 'legislators'
      ? from
        ? await readLegislatorFolder(from)
        : (console.log(`Downloading the congress-legislators files from ${config.data.congressLegislatorsUrl}`),
          await downloadLegislatorFiles(config.data.congressLegislatorsUrl))
      : kind === 'votes'
        ? await readVoteSources(from!)
        : kind === 'offices' && !from
          ? (console.log(`Downloading ${OFFICES_FILE} from ${config.data.congressLegislatorsUrl}`), await downloadOffices(config.data.congressLegislatorsUrl))
          : await readSource(from!);

  const db = await openDatabase(config, log, { attach: true, poolSize: 2 });
  // Votes on key votes alert the legislators' followers: the import enqueues their fan-out jobs
  // (it runs none; the gateways' workers do).
  const queue =
    kind === 'votes'
      ? await startJobQueue({ dataSource: db.dataSource, log }).catch((err: unknown) => {
          console.warn(`No job queue (${err instanceof Error ? err.message : String(err)}): the votes are imported, their followers are not alerted.`);
          return null;
        })
      : null;
  try {
    console.log(`Importing ${kind} into ${db.description}`);
    let summary: unknown;
    if (kind === 'legislators') summary = await importLegislators(db.dataSource, source as Awaited<ReturnType<typeof readLegislatorFolder>>, reporter);
    else if (kind === 'votes') summary = await importVotes(db.dataSource, source as Awaited<ReturnType<typeof readVoteSources>>, reporter);
    else if (kind === 'offices') summary = await importOffices(db.dataSource, source as Awaited<ReturnType<typeof readSource>>, reporter);
    else summary = await importDistricts(db.dataSource, source as Awaited<ReturnType<typeof readSource>>, reporter);
    printSummary(kind, summary, reporter.warnings.length, Date.now() - started);
    return 0;
  } finally {
    await queue?.stop(5_000);
    await db.close();
  }
}

function printSummary(kind: string, summary: unknown, warnings: number, ms: number) {
  console.log(`\nImported ${kind} in ${(ms / 1000).toFixed(1)} s${warnings ? ` (${warnings} warning${warnings === 1 ? '' : 's'} above)` : ''}:`);
  const walk = (value: unknown, indent: string) => {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v && typeof v === 'object') {
        console.log(`${indent}${key}:`);
        walk(v, indent + '  ');
      } else console.log(`${indent}${key}: ${v ?? '—'}`);
    }
  };
  walk(summary, '  ');
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ImportError || err instanceof ConfigError) console.error(`\nImport failed, nothing was written.\n${err.message}`);
    else if (err instanceof DownloadError) {
      console.error(
        `\nImport failed, nothing was written.\n${err.message}\n` +
          'Check the network connection (or CONGRESS_LEGISLATORS_URL), or download the files from ' +
          'https://github.com/unitedstates/congress-legislators and pass --from <folder>.',
      );
    } else console.error('\nImport failed, nothing was written.\n', err);
    process.exit(1);
  },
);
