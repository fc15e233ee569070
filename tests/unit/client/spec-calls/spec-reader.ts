import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The calls the spec says the web client makes (docs/spec/*.md, each document's "## 7." section): its tables' first
 * cells and its list items, in the forms the spec writes them — `GET, POST /node/canvas; PUT, DELETE
 * /node/canvas/{canvas_id}`, `POST /forgot-password, /forgot-twofa`, `GET /virtualagentusage/workflow-usages,
 * virtual-msg-logs`, `CRUD /content/variables`, `/wslprofile: CRUD, validate`, paths without their leading slash. A
 * line in words the grammar does not read is read by `readings` (spec-readings.ts), word for word; a line neither
 * reads is reported, so a new form in the spec is never skipped.
 */

export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof methods)[number];

/** One call of the spec: its method ('*' where the spec names none) and path, parameters written `{}`. */
export interface SpecCall {
  method: Method | '*';
  path: string;
  /** Other paths the spec's words allow for it (a PUT or DELETE written on a list's path: with or without the id). */
  or?: string[];
}

/** A line of the spec with the calls read from it. */
export interface SpecLine {
  /** 'docs/spec/3-administration-and-operations.md:272' */
  where: string;
  text: string;
  calls: SpecCall[];
}

export class Unreadable extends Error {}

/** `{ac_id}` and `:ac_id` → `{}`; a leading slash, no trailing one. */
export function normalisePath(path: string): string {
  const p = path
    .trim()
    .replace(/\{[^}/]*\}/g, '{}')
    .replace(/:[A-Za-z_]\w*/g, '{}')
    .replace(/\/+$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

const methodWord = /^(GET|POST|PUT|PATCH|DELETE|CRUD)$/;
const pathWord = /^\/?[\w{}.-]+(\/[\w{}.-]*)*$/;

/** `P`'s last segments replaced by `rel`'s: `/campaign/{id}/template` + `/download` → `/campaign/{id}/download`. */
function besides(base: string, rel: string): string {
  const b = base.split('/').filter(Boolean);
  const r = rel.split('/').filter(Boolean);
  if (r.length >= b.length || r[0] === b[0]) return `/${r.join('/')}`;
  return `/${[...b.slice(0, b.length - r.length), ...r].join('/')}`;
}

type Verb = Method | 'CRUD' | '*';

/** The calls of one group: its methods over its paths (a list's path and its item's path share them the REST way). */
function emit(verbs: Verb[], paths: string[]): SpecCall[] {
  if (verbs.length === 0) throw new Unreadable('a path without a method');
  const out: SpecCall[] = [];
  const itemOf = (p: string) => paths.find((q) => q.startsWith(`${p}/{`) && q.split('/').length === p.split('/').length + 1);
  const isItem = (p: string) => paths.some((q) => p.startsWith(`${q}/{`) && p.split('/').length === q.split('/').length + 1);
  for (const path of paths) {
    const item = itemOf(path);
    for (const verb of verbs) {
      if (verb === 'CRUD') {
        if (isItem(path)) continue;
        out.push(
          { method: 'GET', path },
          { method: 'POST', path },
          { method: 'PUT', path: `${path}/{}` },
          { method: 'DELETE', path: `${path}/{}` },
        );
        continue;
      }
      if (verb === '*') {
        out.push({ method: '*', path });
        continue;
      }
      const onItem = verb === 'PUT' || verb === 'PATCH' || verb === 'DELETE';
      if (item && onItem) continue; // the item's path carries it
      if (isItem(path) && verb === 'POST') continue; // the list's path carries it
      if (onItem && !path.endsWith('}')) out.push({ method: verb, path, or: [`${path}/{}`] });
      else out.push({ method: verb, path });
    }
  }
  return out;
}

/**
 * One line's calls, by the grammar; throws Unreadable for words it does not know. `base`: the path a parent item
 * names ('Under /reporting:'), which its children's paths without a leading slash continue; there a name alone is a
 * call whose method the spec does not give.
 */
export function readLine(raw: string, base: string | null = null): SpecCall[] {
  let text = raw
    .replace(/`/g, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/(^|\s)\{[^}]*\}/g, '')
    .replace(/\?[^\s,;]*/g, '')
    .trim();
  const sentence = text.search(/\.(\s|$)/);
  if (sentence >= 0) text = text.slice(0, sentence);
  // A label before the calls ('Feature flags: POST …'), but not a path ('/wslprofile: CRUD, …').
  text = text.replace(/^[A-Z][^:/]*:\s+/, '');
  const under = (p: string) => normalisePath(base && !p.startsWith('/') ? `${base}/${p}` : p);
  const prefixed = /^(\/?[\w{}/-]+):\s+(.*)$/.exec(text);
  if (prefixed) return readPrefixed(under(prefixed[1]), prefixed[2]);

  const calls: SpecCall[] = [];
  let inherited: Verb[] = base ? ['*' as Verb] : [];
  for (const clause of text.split(';')) {
    let verbs: Verb[] = [];
    let paths: string[] = [];
    const flush = () => {
      if (paths.length) calls.push(...emit(verbs.length ? verbs : inherited, paths));
      if (verbs.length) inherited = verbs;
      verbs = [];
      paths = [];
    };
    const addPath = (word: string) => {
      if (!pathWord.test(word)) throw new Unreadable(`the word '${word}'`);
      const relative = !word.startsWith('/');
      if (!paths.length) {
        if (relative && !word.includes('/') && !verbs.length && !base) throw new Unreadable(`a name without a path or method: ${word}`);
        paths.push(under(word));
      } else if (!relative) paths.push(normalisePath(besides(paths[0], word)));
      else if (!word.includes('/')) paths.push(normalisePath(besides(paths[paths.length - 1], word)));
      else throw new Unreadable(`a relative path after a path: ${word}`);
    };
    for (const part of clause.split(/,|\s+and\s+/).map((p) => p.trim())) {
      if (!part) continue;
      const words = part.split(/\s+/);
      if (words.length > 2) throw new Unreadable(`the words '${part}'`);
      const [first, second] = words;
      if (methodWord.test(first)) {
        if (paths.length) flush();
        verbs.push(first as Verb);
        if (second !== undefined) addPath(second);
      } else if (second === undefined) addPath(first);
      else throw new Unreadable(`the words '${part}'`);
    }
    flush();
  }
  if (!calls.length) throw new Unreadable('no call');
  return calls;
}

/** `/wslprofile: CRUD, validate, profiles-voices and prompt/get-well-said-audio`: each item under the prefix. */
function readPrefixed(prefix: string, items: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const item of items.split(/,|\s+and\s+/).map((p) => p.trim())) {
    if (!item) continue;
    if (item === 'CRUD') calls.push(...emit(['CRUD'], [prefix]));
    else if (item === 'list') calls.push({ method: 'GET', path: prefix });
    else if (methodWord.test(item)) calls.push(...emit([item as Verb], [prefix]));
    else if (/^[\w-]+(\/[\w{}-]+)*$/.test(item)) calls.push({ method: '*', path: normalisePath(`${prefix}/${item}`) });
    else throw new Unreadable(`the item '${item}'`);
  }
  return calls;
}

/** The lines of each document's calls section (## 7): table rows' first cells and list items, children under their parent. */
export function specCallLines(root: string): { where: string; text: string; parent: string | null }[] {
  const dir = join(root, 'docs/spec');
  const out: { where: string; text: string; parent: string | null }[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    let inCalls = false;
    let parent: { indent: number; text: string } | null = null;
    lines.forEach((line, i) => {
      if (/^## /.test(line)) inCalls = /^## 7\./.test(line);
      if (!inCalls) return;
      const where = `docs/spec/${file}:${i + 1}`;
      const row = /^\|(.*?)\|/.exec(line);
      if (row) {
        const cell = row[1].trim();
        if (!/^-+$/.test(cell) && !/^(Call|Method and path)$/.test(cell)) out.push({ where, text: cell, parent: null });
        return;
      }
      const item = /^(\s*)- (.*)$/.exec(line);
      if (!item) return;
      const indent = item[1].length;
      if (indent === 0) parent = null;
      out.push({ where, text: item[2].trim(), parent: indent > 0 && parent ? parent.text : null });
      if (indent === 0) parent = { indent, text: item[2].trim() };
    });
  }
  return out;
}

/** How a line the grammar does not read is read (spec-readings.ts): its calls, or null for a line that names none. */
export type Readings = Readonly<Record<string, readonly SpecCall[] | null>>;

/**
 * Every line of the calls sections with its calls: read by the grammar, else by `readings`; `unread` are the lines
 * neither reads, `unusedReadings` the readings whose words are no longer in the spec.
 */
export function readSpec(
  root: string,
  readings: Readings,
): { lines: SpecLine[]; unread: { where: string; text: string }[]; unusedReadings: string[] } {
  const all = specCallLines(root);
  const used = new Set<string>();
  const lines: SpecLine[] = [];
  const unread: { where: string; text: string }[] = [];
  const parents = new Set(all.map((l) => l.parent).filter((p): p is string => p !== null));
  for (const line of all) {
    if (line.text in readings) {
      used.add(line.text);
      const calls = readings[line.text];
      if (calls) lines.push({ where: line.where, text: line.text, calls: calls.map((c) => ({ ...c, path: normalisePath(c.path) })) });
      continue;
    }
    // A heading of calls written under it ('Under /reporting:'): its children continue its path.
    if (parents.has(line.text)) continue;
    const base = line.parent ? (/^Under (\/[\w/-]+):$/.exec(line.parent)?.[1] ?? null) : null;
    // Under a heading that names no path ('Portal endpoints (full paths not shown):') only a reading can say where.
    if (line.parent && !base) {
      unread.push({ where: line.where, text: line.text });
      continue;
    }
    try {
      lines.push({ where: line.where, text: line.text, calls: readLine(line.text, base) });
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      unread.push({ where: line.where, text: line.text });
    }
  }
  return { lines, unread, unusedReadings: Object.keys(readings).filter((k) => !used.has(k)) };
}
