import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search (issue #57, gateway/src/modules/search): full-text search over stories, articles,
 * commentary and key votes, and legislators' names with accents, hyphens and typos.
 *
 * - Extensions unaccent and pg_trgm (both trusted: a database owner may create them). Where they
 *   already exist in another schema (e.g. `extensions` on Supabase) that schema is used: every
 *   reference below is qualified with the schema they are actually in.
 * - Text search configuration `portal_search`: English stemming with accents folded first, so
 *   "Velazquez" matches "Velázquez" in text as it does in names.
 * - `search_vector` (tsvector) on stories, articles, key_votes and commentaries, set by a BEFORE
 *   INSERT OR UPDATE trigger whenever a searched column changes (so it is always current with its
 *   row), with weights title (A) > summary (B) > body (C):
 *     stories      title A, description and tags B
 *     articles     title A, publication and tags B, content C (HTML tags are not lexemes)
 *     key_votes    title A, bill id B, description C
 *     commentaries content C
 *   computed by one IMMUTABLE function per table (portal_<table>_vector), used by the trigger and
 *   by the backfill below; a GIN index on each column. Article bodies are indexed up to their first
 *   100,000 characters (a tsvector holds at most 1 MB; the start of an article is what matters).
 *   Triggers rather than generated columns: TypeORM's schema comparison needs a bookkeeping table
 *   of its own for generated columns; a plain column it compares like any other.
 * - `portal_fold(text)`: IMMUTABLE lower-case, accent-folded text with anything but letters and
 *   digits as single spaces ("Ocasio-Cortez" → "ocasio cortez", "Nydia M. Velázquez" → "nydia m
 *   velazquez"): the wrapper an index expression needs (unaccent() is only STABLE, its dictionary
 *   could change). `portal_legislator_name(first, nickname, middle, last, suffix, official full)`
 *   folds a legislator's names into one string; a trigram GIN index on it serves similarity
 *   matching (the search module calls the same function, so the index always applies).
 *
 * down() removes all of it, extensions included (it fails, rather than cascading, if anything
 * else has come to depend on them).
 */
const VECTORS: { table: string; args: string; columns: string[]; body: string }[] = [
  {
    table: 'stories',
    args: 'title text, description text, tags text[]',
    columns: ['title', 'description', 'tags'],
    body: `setweight(to_tsvector('portal_search', coalesce(title, '')), 'A')
        || setweight(to_tsvector('portal_search', coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), '')), 'B')`,
  },
  {
    table: 'articles',
    args: 'title text, publication text, tags text[], content text',
    columns: ['title', 'publication', 'tags', 'content'],
    body: `setweight(to_tsvector('portal_search', coalesce(title, '')), 'A')
        || setweight(to_tsvector('portal_search', coalesce(publication, '') || ' ' || coalesce(array_to_string(tags, ' '), '')), 'B')
        || setweight(to_tsvector('portal_search', coalesce(left(content, 100000), '')), 'C')`,
  },
  {
    table: 'key_votes',
    args: 'title text, bill_id text, description text',
    columns: ['title', 'bill_id', 'description'],
    body: `setweight(to_tsvector('portal_search', coalesce(title, '')), 'A')
        || setweight(to_tsvector('portal_search', coalesce(bill_id, '')), 'B')
        || setweight(to_tsvector('portal_search', coalesce(description, '')), 'C')`,
  },
  {
    table: 'commentaries',
    args: 'content text',
    columns: ['content'],
    body: `setweight(to_tsvector('portal_search', coalesce(content, '')), 'C')`,
  },
];

export class SearchIndexes1765400000000 implements MigrationInterface {
  name = 'SearchIndexes1765400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const schemaOf = async (ext: string): Promise<string> => {
      const [row] = await queryRunner.query('SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = $1', [ext]);
      return `"${String(row.schema).replace(/"/g, '""')}"`;
    };
    const ua = await schemaOf('unaccent');
    const trgm = await schemaOf('pg_trgm');
    const [{ schema }] = await queryRunner.query('SELECT current_schema() AS schema');
    const own = `"${String(schema).replace(/"/g, '""')}"`;

    await queryRunner.query(`CREATE TEXT SEARCH CONFIGURATION ${own}."portal_search" (COPY = pg_catalog.english)`);
    await queryRunner.query(`ALTER TEXT SEARCH CONFIGURATION ${own}."portal_search" ALTER MAPPING FOR hword, hword_part, word WITH ${ua}.unaccent, english_stem`);

    for (const v of VECTORS) {
      // Names inside the bodies are qualified: a function used by a trigger or an index may run
      // with any search_path (pg_restore sets an empty one).
      await queryRunner.query(`CREATE FUNCTION ${own}."portal_${v.table}_vector"(${v.args}) RETURNS tsvector
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT ${v.body.replace(/'portal_search'/g, `'${own}.portal_search'::regconfig`)} $$`);
      await queryRunner.query(`CREATE FUNCTION ${own}."portal_${v.table}_search_trigger"() RETURNS trigger
        LANGUAGE plpgsql
        AS $$ BEGIN NEW.search_vector := ${own}."portal_${v.table}_vector"(${v.columns.map((c) => `NEW.${c}`).join(', ')}); RETURN NEW; END $$`);
      await queryRunner.query(`ALTER TABLE "${v.table}" ADD COLUMN "search_vector" tsvector`);
      await queryRunner.query(`UPDATE "${v.table}" SET "search_vector" = ${own}."portal_${v.table}_vector"(${v.columns.join(', ')})`);
      await queryRunner.query(`CREATE TRIGGER "tg_${v.table}_search_vector" BEFORE INSERT OR UPDATE OF ${v.columns.join(', ')} ON "${v.table}"
        FOR EACH ROW EXECUTE FUNCTION ${own}."portal_${v.table}_search_trigger"()`);
      await queryRunner.query(`CREATE INDEX "ix_${v.table}_search_vector" ON "${v.table}" USING gin ("search_vector")`);
    }

    await queryRunner.query(`CREATE FUNCTION ${own}."portal_fold"(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(${ua}.unaccent('${ua}.unaccent'::regdictionary, $1)), '[^a-z0-9]+', ' ', 'g')) $$`);
    await queryRunner.query(`CREATE FUNCTION ${own}."portal_legislator_name"(first_name text, nickname text, middle_name text, last_name text, suffix text, official_full text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ${own}.portal_fold(coalesce(first_name, '') || coalesce(' ' || nickname, '') || coalesce(' ' || middle_name, '') || ' ' || coalesce(last_name, '')
                   || coalesce(' ' || suffix, '') || coalesce(' ' || official_full, '')) $$`);
    await queryRunner.query(`CREATE INDEX "ix_legislators_search_name" ON "legislators"
      USING gin (${own}.portal_legislator_name(first_name, nickname, middle_name, last_name, suffix, official_full) ${trgm}.gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_legislators_search_name"');
    await queryRunner.query('DROP FUNCTION "portal_legislator_name"(text, text, text, text, text, text)');
    await queryRunner.query('DROP FUNCTION "portal_fold"(text)');
    for (const v of [...VECTORS].reverse()) {
      await queryRunner.query(`DROP INDEX "ix_${v.table}_search_vector"`);
      await queryRunner.query(`DROP TRIGGER "tg_${v.table}_search_vector" ON "${v.table}"`);
      await queryRunner.query(`ALTER TABLE "${v.table}" DROP COLUMN "search_vector"`);
      await queryRunner.query(`DROP FUNCTION "portal_${v.table}_search_trigger"()`);
      await queryRunner.query(`DROP FUNCTION "portal_${v.table}_vector"(${v.args.replace(/\b\w+ (text(\[\])?)/g, '$1')})`);
    }
    await queryRunner.query('DROP TEXT SEARCH CONFIGURATION "portal_search"');
    await queryRunner.query('DROP EXTENSION pg_trgm');
    await queryRunner.query('DROP EXTENSION unaccent');
  }
}
