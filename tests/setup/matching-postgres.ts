import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findPgTools } from '../../gateway/src/db/backup.js';
import { freePort } from './global-database.js';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL server whose version pg_dump on this machine can dump (pg_dump refuses
 * newer servers): the newest installation that has both the server (initdb, pg_ctl) and pg_dump —
 * Debian's /usr/lib/postgresql/<v>/bin here, or the embedded package's if it ever ships pg_dump.
 * Runs as the postgres OS user when this process is root. Trust auth on loopback only.
 */
export interface MatchingServer {
  major: number;
  url(database: string): string;
  stop(): Promise<void>;
}

export async function startMatchingPostgres(dir: string): Promise<MatchingServer | undefined> {
  const dumps = await findPgTools('pg_dump');
  const servers = (await findPgTools('initdb')).filter((i) => existsSync(path.join(path.dirname(i.path), 'pg_ctl')));
  const pick = servers.filter((s) => dumps.some((d) => d.major >= s.major)).sort((a, b) => b.major - a.major)[0];
  if (!pick) return undefined;
  const bin = path.dirname(pick.path);
  const port = await freePort();
  const root = os.userInfo().uid === 0;
  const as = (cmd: string, args: string[]) => (root ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(gid));
  }
  await as('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  await as('pg_ctl', ['-D', dir, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`, 'start']);
  return {
    major: pick.major,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      await as('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
