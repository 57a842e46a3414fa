/**
 * The portal runs on Node 22 LTS, pinned as a dev dependency (`node` in package.json), which
 * npm puts first on every script's PATH: `npm start`, `npm test` and the import commands use it
 * whatever Node the machine has. Started some other way on an older Node, say so plainly instead
 * of failing later on a missing API.
 */
export const MINIMUM_NODE = [22, 12] as const;

export function assertSupportedNode(version = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1])) return;
  console.error(
    `The portal needs Node ${MINIMUM_NODE.join('.')} or newer; this is Node ${version}.\n` +
      'Start it with `npm start` (it runs on the Node 22 installed by `npm ci`), or install Node 22 LTS.',
  );
  process.exit(1);
}
