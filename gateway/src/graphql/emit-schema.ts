import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config/config.js';
import { createSchema, printSchemaFile } from './schema.js';

/** `npm run schema`: re-emit schema.graphql from the code. */
const target = path.join(REPO_ROOT, 'schema.graphql');
await writeFile(target, printSchemaFile(await createSchema()));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
