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

/**
 * The flags the gateway runs with, wherever it is started (`npm start` and so the end-to-end tests,
 * the bench, Lighthouse, the integration suite's workers); production starts it the same way (README).
 *
 * `--experimental-async-context-frame`: AsyncLocalStorage (http/request-context.ts: every log line's
 * request id, the metrics' operation label) kept in V8's continuation data instead of async_hooks
 * promise hooks, which ran on every promise the gateway creates. Measured with 10,000 stories-list
 * requests at 10 connections, three runs each way: gateway CPU 0.65–0.73 ms per request against
 * 0.75–0.88 ms without. Node 24 makes it the default.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--experimental-async-context-frame'];

/** The flags above this process was started without (on the command line or in NODE_OPTIONS). */
export function missingNodeFlags(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)]);
  return GATEWAY_NODE_FLAGS.filter((flag) => !given.has(flag));
}
