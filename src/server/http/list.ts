import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { listMeta, listQuery, type ListQuery } from '@shared/api/common';
import { unprocessable } from './errors';

/**
 * Lists of the spec: fetch_all (default 1: every row) or fetch_all=0 with page and per_page, then
 * `meta.total`. `search` matches case-insensitively, server-side, in `searchFields` (comma-separated,
 * limited to the fields a list allows; by default its name). Works the same on SQLite and PostgreSQL.
 */
export interface ListSpec {
  /** Columns that may be searched; the first ones listed in defaultSearch are used without searchFields. */
  searchFields: readonly string[];
  defaultSearch: readonly string[];
  /** Columns that sort_by accepts. */
  sortFields: readonly string[];
  defaultSort: { column: string; direction: 'asc' | 'desc' };
  /** Tie-breaker for a stable order (the id column). */
  idColumn: string;
  /** Text columns are sorted without regard to case. */
  textColumns?: readonly string[];
  /**
   * A substring index of some searchable columns (an FTS5 trigram table whose rowid is the id column), given only
   * where the database has it: a search of three characters or more in those columns is answered by the index.
   */
  searchIndex?: SearchIndex;
}

export interface SearchIndex {
  table: string;
  columns: readonly string[];
}

/** The trigram index finds substrings of three characters or more; shorter terms are searched with LIKE. */
const indexedTermLength = 3;

/** An FTS5 query for a term as one phrase (its double quotes doubled) in the given columns. */
export const ftsPhrase = (term: string, columns: readonly string[]) => `{${columns.join(' ')}} : "${term.replace(/"/g, '""')}"`;

export const sortQuery = (fields: readonly string[]) =>
  z.object({
    sort_by: z.enum(fields as [string, ...string[]]).optional(),
    sort_order: z.enum(['asc', 'desc']).optional(),
  });

/** The list query every list route takes: listQuery plus sorting. */
export const listQueryWith = (fields: readonly string[]) => listQuery.extend(sortQuery(fields).shape);
export type ListParams = ListQuery & { sort_by?: string; sort_order?: 'asc' | 'desc' };

export const listAnswer = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), meta: listMeta.optional() });

/** LIKE with '!' as the escape character, so %, _ and ! in a search term match themselves. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The searched columns: searchFields when given (each must be allowed), else the list's defaults. */
export function searchColumns(searchFields: string | undefined, spec: Pick<ListSpec, 'searchFields' | 'defaultSearch'>): string[] {
  if (!searchFields) return [...spec.defaultSearch];
  const wanted = searchFields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = wanted.filter((f) => !spec.searchFields.includes(f));
  if (unknown.length) throw unprocessable(`searchFields: ${unknown.join(', ')} cannot be searched; use ${spec.searchFields.join(', ')}.`);
  return wanted.length ? wanted : [...spec.defaultSearch];
}

/** Adds the search condition to a query (nothing when there is no search term). */
export function applySearch<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  params: Pick<ListParams, 'search' | 'searchFields'>,
  spec: Pick<ListSpec, 'searchFields' | 'defaultSearch' | 'searchIndex' | 'idColumn'>,
): SelectQueryBuilder<DB, TB, O> {
  const term = params.search?.trim();
  const columns = searchColumns(params.searchFields, spec);
  if (!term) return qb;
  const index = spec.searchIndex;
  if (index && [...term].length >= indexedTermLength && columns.every((c) => index.columns.includes(c))) {
    return qb.where(
      sql.ref(spec.idColumn),
      'in',
      sql`(select rowid from ${sql.table(index.table)} where ${sql.table(index.table)} match ${ftsPhrase(term, columns)})`,
    );
  }
  const pattern = likePattern(term);
  return qb.where(({ or }) => or(columns.map((c) => sql<boolean>`lower(cast(${sql.ref(c)} as text)) like ${pattern} escape '!'`)));
}

export interface ListResult<Row> {
  rows: Row[];
  meta?: z.infer<typeof listMeta>;
}

/**
 * Runs a filtered query as a list: searches, sorts, and with fetch_all=0 counts and pages.
 * `base` has every filter but no selection; the rows come back with all their columns.
 */
export async function runList<DB, TB extends keyof DB>(
  base: SelectQueryBuilder<DB, TB, {}>,
  params: ListParams,
  spec: ListSpec,
  /** How meta.total is had: by default counted each time; a list may keep it (entity-resource: while its tables' stamps hold). */
  count: (compute: () => Promise<number>) => Promise<number> = (compute) => compute(),
): Promise<ListResult<Record<string, any>>> {
  const filtered = applySearch(base, params, spec);
  const column = params.sort_by && spec.sortFields.includes(params.sort_by) ? params.sort_by : spec.defaultSort.column;
  const direction = params.sort_order ?? (params.sort_by ? 'asc' : spec.defaultSort.direction);
  const sortKey = spec.textColumns?.includes(column) ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  const ordered = filtered.selectAll().orderBy(sortKey, direction).orderBy(sql.ref(spec.idColumn), direction);
  if (params.fetch_all !== 0) return { rows: (await ordered.execute()) as Record<string, any>[] };

  const total = await count(async () => {
    const counted = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
    return Number((counted as { total?: number } | undefined)?.total ?? 0);
  });
  const rows = await ordered
    .limit(params.per_page)
    .offset((params.page - 1) * params.per_page)
    .execute();
  return { rows: rows as Record<string, any>[], meta: { total, page: params.page, per_page: params.per_page } };
}
