import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A build-shaped client directory (what `npm run build:client` leaves in client/dist), in a new
 * temporary directory named after `prefix`, for tests of how the gateway serves a build.
 */
export function fakeClientBuild(prefix: string, files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), body);
  }
  return dist;
}
