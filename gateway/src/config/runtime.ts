/**
 * The portal runs on Node 24 LTS, pinned as a dev dependency (`node` in package.json), which
 * npm puts first on every script's PATH: `npm start`, `npm test` and the import commands use it
 * whatever Node the machine has. Started some other way on an older Node, say so plainly instead
 * of failing later on a missing API or running slower than measured.
 *
 * Node 24 rather than 22: the gateway's own code, unchanged, answers ~25% more requests per second
 * on it (`npm run bench`, stories list at 10 connections: GraphQL 1,030–1,076 req/s against
 * 777–898 on Node 22.23, REST 1,221–1,282 against 939–997, same machine, interleaved runs; the SQL
 * floor moved 3,128–3,509 against 3,275–3,384), and its AsyncLocalStorage (request ids, metrics
 * labels) is kept in V8's continuation data by default, which Node 22 needed
 * `--experimental-async-context-frame` for. 24.11 is its first LTS release.
 */
export const MINIMUM_NODE = [24, 11] as const;

export function assertSupportedNode(version = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1])) return;
  console.error(
    `The portal needs Node ${MINIMUM_NODE.join('.')} or newer; this is Node ${version}.\n` +
      'Start it with `npm start` (it runs on the Node 24 installed by `npm ci`), or install Node 24 LTS.',
  );
  process.exit(1);
}
