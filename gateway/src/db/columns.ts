import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * A SELECT list that reads only the given entity properties, each as `alias.column AS "property"`,
 * so raw rows come back under the entity's property names (after `prefix`, for joined tables). Names that are not columns (computed
 * GraphQL fields, relations) are skipped; the caller adds the columns those need.
 */
export function columnsOf<T extends ObjectLiteral>(ds: DataSource, entity: EntityTarget<T>, alias: string, properties: Iterable<string>, prefix = ''): string {
  const metadata = ds.getMetadata(entity);
  const out: string[] = [];
  for (const property of new Set(properties)) {
    const column = metadata.findColumnWithPropertyName(property);
    if (column) out.push(`${alias}.${column.databaseName} AS "${prefix}${column.propertyName}"`);
  }
  return out.join(', ');
}

/** Raw rows as instances of the entity class (its getters and instanceof checks work), without TypeORM's hydration. */
export function asInstances<T extends object>(entity: new () => T, rows: object[]): T[] {
  return rows.map((row) => Object.assign(new entity(), row));
}
