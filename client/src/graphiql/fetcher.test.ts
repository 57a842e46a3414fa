import { afterEach, describe, expect, it, vi } from 'vitest';
import { playgroundFetcher } from './fetcher';

afterEach(() => vi.unstubAllGlobals());

/** Runs a fetcher call to the end (the toolkit answers with a lazy async iterable). */
async function run(result: unknown) {
  const r = await result;
  if (r && typeof r === 'object' && Symbol.asyncIterator in r) for await (const _ of r as AsyncIterable<unknown>) void _;
}

function capture() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), headers: Object.fromEntries(Object.entries(init.headers ?? {})) as Record<string, string> });
    return new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

describe('the playground fetcher', () => {
  it('adds the signed-in member’s token, only ever for this origin’s /graphql', async () => {
    const calls = capture();
    const fetcher = playgroundFetcher(async () => 'member-token', 'https://members.example.org');
    await run(fetcher({ query: '{ me { id } }', operationName: null }));
    expect(calls).toEqual([expect.objectContaining({ url: 'https://members.example.org/graphql' })]);
    expect(calls[0]!.headers.Authorization).toBe('Bearer member-token');
  });

  it('sends no Authorization when nobody is signed in, and keeps one typed in the Headers tab', async () => {
    const calls = capture();
    await run(playgroundFetcher(async () => null, 'https://members.example.org')({ query: '{ health { status } }', operationName: null }));
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    await run(playgroundFetcher(async () => 'member-token', 'https://members.example.org')({ query: '{ me { id } }', operationName: null }, { headers: { authorization: 'Bearer typed' } }));
    expect(calls[1]!.headers.authorization).toBe('Bearer typed');
    expect(calls[1]!.headers.Authorization).toBeUndefined();
  });
});
