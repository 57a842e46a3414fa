import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Kept per DataSource: each entity's metadata (TypeORM's getMetadata searches every entity on each
 * call) and the SELECT lists built from it, which the hot reads used to build again on every request
 * (with fromJson's column checks, 2–3% of the gateway's time on a stories list, CPU profile).
 */
const metadataByDs = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, EntityMetadata>>();
const built = new WeakMap<EntityMetadata, Map<string, string>>();

function metadataOf(ds: DataSource, entity: EntityTarget<ObjectLiteral>): EntityMetadata {
  let byEntity = metadataByDs.get(ds);
  if (!byEntity) metadataByDs.set(ds, (byEntity = new Map()));
  let metadata = byEntity.get(entity);
  if (!metadata) byEntity.set(entity, (metadata = ds.getMetadata(entity)));
  return metadata;
}

function memo(metadata: EntityMetadata, key: string, build: () => string): string {
  let byKey = built.get(metadata);
  if (!byKey) built.set(metadata, (byKey = new Map()));
  let text = byKey.get(key);
  if (text === undefined) byKey.set(key, (text = build()));
  return text;
}

/**
 * A SELECT list that reads only the given entity properties, each as `alias.column AS "property"`,
 * so raw rows come back under the entity's property names (after `prefix`, for joined tables). Names that are not columns (computed
 * GraphQL fields, relations) are skipped; the caller adds the columns those need.
 */
export function columnsOf<T extends ObjectLiteral>(ds: DataSource, entity: EntityTarget<T>, alias: string, properties: Iterable<string>, prefix = ''): string {
  const metadata = metadataOf(ds, entity);
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

/**
 * The columns an entity is read with: all but those declared `select: false` (a search vector, say),
 * which TypeORM's own finds leave out too.
 */
const readColumns = (metadata: EntityMetadata) => metadata.columns.filter((c) => c.isSelect);

/** Every column of the entity: columnsOf with all its properties. */
export function allColumnsOf<T extends ObjectLiteral>(ds: DataSource, entity: EntityTarget<T>, alias: string): string {
  const metadata = metadataOf(ds, entity);
  return memo(metadata, `all ${alias}`, () => columnsOf(ds, entity, alias, readColumns(metadata).map((c) => c.propertyName)));
}

/**
 * The entity's row `alias` as one JSON object keyed by property name (for rows nested in another
 * statement's result, e.g. a card's collaborators); read back with `fromJson`.
 */
export function jsonOf<T extends ObjectLiteral>(ds: DataSource, entity: EntityTarget<T>, alias: string): string {
  const metadata = metadataOf(ds, entity);
  return memo(metadata, `json ${alias}`, () => `json_build_object(${readColumns(metadata).map((c) => `'${c.propertyName}', ${alias}.${c.databaseName}`).join(', ')})`);
}

// 'date' too: JSON carries it as 'YYYY-MM-DD', which is how data-source.ts has pg read it anyway.
const JSON_SAFE_TYPES = new Set(['uuid', 'text', 'varchar', 'boolean', 'int', 'integer', 'timestamptz', 'date']);

/**
 * Objects made by `jsonOf` as instances of the entity. JSON carries timestamps as text, so
 * timestamptz columns become Dates again (to the millisecond, as pg parses them). Only for entities
 * whose columns JSON round-trips exactly (the types above, no transformers): anything else throws,
 * so a new column type cannot come back subtly different.
 */
export function fromJson<T extends object>(ds: DataSource, entity: new () => T, objects: object[]): T[] {
  const dates = timestampsOf(metadataOf(ds, entity), entity.name);
  return objects.map((o) => {
    const e = Object.assign(new entity(), o) as Record<string, unknown>;
    for (const p of dates) if (typeof e[p] === 'string') e[p] = new Date(e[p] as string);
    return e as T;
  });
}

const timestamps = new WeakMap<EntityMetadata, string[]>();

/** The entity's timestamptz properties, once it is known that all its columns round-trip through JSON (see fromJson). */
function timestampsOf(metadata: EntityMetadata, name: string): string[] {
  let dates = timestamps.get(metadata);
  if (dates) return dates;
  dates = [];
  for (const c of readColumns(metadata)) {
    const type = typeof c.type === 'string' ? c.type : c.type.name.toLowerCase();
    if (c.transformer || !JSON_SAFE_TYPES.has(type)) {
      throw new Error(`fromJson: ${name}.${c.propertyName} (${type}) does not round-trip through JSON`);
    }
    if (type === 'timestamptz') dates.push(c.propertyName);
  }
  timestamps.set(metadata, dates);
  return dates;
}
