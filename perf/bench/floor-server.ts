// The physical floor of `npm run bench`, in its own process: a plain Node http server that, for
// GET /floor/<n>, runs floor n's one SQL statement (a named prepared statement) and writes the
// text PostgreSQL built straight to the socket. Started by bench.ts with FLOOR_DATABASE_URL,
// FLOOR_POOL (connections) and FLOOR_CASES (JSON [{sql, params}]); prints "LISTENING <port>".
import http from 'node:http';
import pg from 'pg';

const floors = JSON.parse(process.env.FLOOR_CASES ?? '[]') as { sql: string; params: unknown[] }[];
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: Number(process.env.FLOOR_POOL ?? 10) });

const server = http.createServer(async (req, res) => {
  const n = Number(/^\/floor\/(\d+)$/.exec(req.url ?? '')?.[1] ?? NaN);
  const floor = floors[n];
  if (!floor) {
    res.writeHead(404).end();
    return;
  }
  try {
    const { rows } = await pool.query({ name: `floor${n}`, text: floor.sql, values: floor.params });
    const text: string | undefined = rows[0]?.body;
    if (text === undefined) throw new Error('the statement returned no row');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
  } catch (err) {
    process.stderr.write(`floor ${n}: ${err instanceof Error ? err.message : String(err)}\n`);
    res.writeHead(500).end();
  }
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});

// Stop with the bench (it sends SIGTERM; a vanished parent closes stdin).
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
