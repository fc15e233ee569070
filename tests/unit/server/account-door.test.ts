import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One data-access door (DESIGN §3, §7): the modules reach an account's rows through accountRows (or
 * accountRowsByName for a table named at run time) in src/server/http/tenant-repo.ts, whose builders already hold
 * the account's condition. A hand-written `'ac_id', '='` filter in a module is a query that could have forgotten
 * the tenant; only the exceptions below may write one.
 */
const root = resolve(__dirname, '../../..');
const modules = join(root, 'src/server/modules');
/** Modules outside the scan (none: every module goes through the door). */
const outside: string[] = [];

/**
 * The real exceptions: file → how many hand-written account filters it holds, and why the door does not fit.
 * A new filter in one of these files changes its count and fails too.
 */
const allowed: Record<string, { count: number; why: string }> = {
  'src/server/modules/flow/model/content-lookup.ts': { count: 1, why: "the account's own rows or the system's (an OR of two tenants)" },
  'src/server/modules/content/openformtypes/openformtypes.ts': {
    count: 3,
    why: "the account's own types or the system's, and the system's only when the account maps no domain",
  },
  'src/server/modules/content/form-access.ts': { count: 1, why: "one branch of an OR: the account's own forms or shared ones" },
  'src/server/modules/content/content-resource.ts': { count: 1, why: 'a subquery through the expression builder of a list filter' },
  'src/server/modules/content/files/file-service.ts': { count: 1, why: 'a correlated subquery through the expression builder' },
  'src/server/modules/library/store.ts': {
    count: 2,
    why: "a template's owner level: a row with no account (ac_id null) or one account, among system and provider rows",
  },
  'src/server/modules/platform/domain-access.ts': { count: 1, why: "the scope's filter on accounts joined to a domain map" },
  'src/server/modules/analyse/traffic-rollup.ts': {
    count: 1,
    why: "a join's condition that the engine session is of the usage record's account (the door filters the usage records)",
  },
  'src/server/modules/dashboard/routes.ts': { count: 1, why: "the scope's filter (account or providers) on the activity log" },
  // Statements compiled once (db/precompiled.ts) with the account as a parameter slot, not a number the door takes.
  'src/server/modules/sim/starts.ts': {
    count: 4,
    why: "a start's admission compiled once: the plan's limits and the waiting sessions as subqueries of one statement",
  },
  'src/server/modules/sim/store.ts': { count: 1, why: "a turn's session update compiled once, the account a parameter slot" },
  'src/server/modules/sim/turn-reads.ts': {
    count: 3,
    why: "a turn's read compiled once: the session or task joined to its task row and the content stamps in one statement",
  },
};

const handWritten = /'(?:\w+\.)?ac_id'\s*,\s*'='/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Each module file with hand-written account filters, and the lines they are on. */
function filters(): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const file of sources(modules)) {
    const path = relative(root, file);
    if (outside.some((dir) => path.startsWith(dir))) continue;
    const text = readFileSync(file, 'utf8');
    const lines = [...text.matchAll(handWritten)].map((m) => text.slice(0, m.index).split('\n').length);
    if (lines.length) found.set(path, lines);
  }
  return found;
}

describe('one data-access door for account rows', () => {
  it('finds a hand-written account filter wherever it is written', () => {
    const sample = `q.where('ac_id', '=', acId); eb('t.ac_id',  '=', 1); q.where(\n  'nodes.ac_id',\n  '=',\n  acId,\n)`;
    expect(sample.match(handWritten)).toHaveLength(3);
    expect("q.where('ac_id', 'in', ids); q.where('sp_id', '=', 1); eb('s7_ac_id', '=', 1)".match(handWritten)).toBeNull();
  });

  it('lets no module filter an account by hand outside the listed exceptions', () => {
    const found = filters();
    const unexpected = [...found]
      .filter(([path, lines]) => allowed[path]?.count !== lines.length)
      .map(([path, lines]) => `${path}:${lines.join(',')} (allowed ${allowed[path]?.count ?? 0})`);
    expect(unexpected, 'use accountRows(db, acId) from src/server/http/tenant-repo.ts').toEqual([]);
  });

  it('keeps no stale exception', () => {
    const found = filters();
    expect(Object.keys(allowed).filter((path) => !found.has(path))).toEqual([]);
  });
});
