import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/config.js';
import { createSchema } from '../graphql/schema.js';
import { loadOperations } from './operations.js';
import { routes } from './routes.js';

describe('the REST route table', () => {
  it('names only operations that exist and are valid against the schema', async () => {
    const operations = loadOperations(await createSchema());
    for (const route of routes) expect(operations.has(route.operation), `${route.method} ${route.path}`).toBe(true);
  });

  it('has no duplicate method + path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('registers a literal path before a parameter path of the same method that would match it', () => {
    const pattern = (p: string) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}$`);
    routes.forEach((earlier, i) => {
      for (const later of routes.slice(i + 1)) {
        if (earlier.method !== later.method || earlier.path === later.path) continue;
        expect(pattern(earlier.path).test(later.path), `${later.method} ${later.path} is shadowed by ${earlier.path}`).toBe(false);
      }
    });
  });

  it('is documented row for row in docs/rest.md', () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/rest.md'), 'utf8');
    for (const r of routes) {
      const documented = `| ${r.method} | ${r.path.replace(/:(\w+)/g, '{$1}')} | ${r.operation} |`;
      expect(doc, `docs/rest.md row for ${r.method} ${r.path}`).toContain(documented);
    }
  });
});
