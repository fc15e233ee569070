import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentKeys, entityKeys, flowKeys, idleKey, queryKeys, scopeKey, taskKeys } from '@client/api/queryKeys';

/**
 * Every TanStack Query key is written once, in src/client/api/queryKeys.ts. A key built by hand
 * elsewhere (an array literal as a queryKey, as the key of setQueryData/getQueryData, or a key extended by
 * spreading another) drifts from the factories, and an invalidation that should match it stops matching.
 */
const root = resolve(__dirname, '../../..');
const keyModule = 'src/client/api/queryKeys.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The value of a `queryKey:` property: up to the comma, brace or parenthesis that ends it at its own depth. */
function propertyValue(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return text.slice(from, i);
      depth--;
    } else if (c === ',' && depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

/** The hand-built keys of a source text, as the lines they start on. */
function handBuiltKeys(text: string): number[] {
  const found = new Set<number>();
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/\bqueryKey\s*:/g)) {
    if (propertyValue(text, m.index! + m[0].length).includes('[')) found.add(lineOf(m.index!));
  }
  const patterns = [
    /\b(?:setQueryData|getQueryData|ensureQueryData|fetchQuery|getQueryState)\s*(?:<[^>]*>)?\(\s*\[/g,
    /(?<![\w\])])\[\s*'scope'\s*[,\]]/g,
    /\[\s*\.\.\.\s*(?:scopeKey|idleKey|queryKeys|[a-zA-Z]+Keys)\b/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(lineOf(m.index!));
  return [...found].sort((a, b) => a - b);
}

describe('TanStack Query keys in one module', () => {
  it('finds a key written by hand, in each form it takes', () => {
    expect(handBuiltKeys("useQuery({ queryKey: ['scope', 'all', 'all', 'plans'], queryFn })")).toEqual([1]);
    expect(handBuiltKeys("useQuery({\n  queryKey: selection ? keys.page(selection, f, 1) : ['none'],\n})")).toEqual([2]);
    expect(handBuiltKeys("qc.invalidateQueries({ queryKey: [...scopeKey(s), 'tasks'] })")).toEqual([1]);
    expect(handBuiltKeys("qc.setQueryData<Task[]>(['me', 'x'], rows)")).toEqual([1]);
    expect(handBuiltKeys("const key = [...contentKeys.all(s), 'expression'];")).toEqual([1]);
    expect(handBuiltKeys("qc.invalidateQueries({ queryKey: ['scope'] })")).toEqual([1]);
  });

  it('lets factory calls through, also beside a predicate that reads a key', () => {
    expect(handBuiltKeys("useQuery({ queryKey: selection ? taskKeys.list(selection, type) : idleKey('tasks'), queryFn })")).toEqual([]);
    expect(handBuiltKeys("qc.invalidateQueries({ queryKey: flow, predicate: (q) => q.queryKey[flow.length] !== 'nodes' })")).toEqual([]);
    expect(handBuiltKeys('for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });')).toEqual([]);
    expect(handBuiltKeys("set({ scope: value as VariableDraft['scope'] })")).toEqual([]);
  });

  it('holds for every source file of the client', () => {
    const offenders = sources(join(root, 'src/client'))
      .map((file) => relative(root, file))
      .filter((file) => file !== keyModule)
      .flatMap((file) => handBuiltKeys(readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('keeps the keys a scope change or an invalidation must match under their prefixes', () => {
    const s = { spId: 3, acId: 7 };
    const under = (key: readonly unknown[], prefix: readonly unknown[]) => expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    for (const key of [
      taskKeys.list(s, 'all'),
      flowKeys.nodes(s, 4),
      contentKeys.linkTargets(s, 4),
      entityKeys.item({ name: 'accounts' }, s, 9),
      queryKeys.auditPage(s, {} as never, 2),
    ]) {
      under(key, scopeKey(s));
      under(key, queryKeys.scoped());
    }
    under(taskKeys.list(s, 'voice'), taskKeys.lists(s));
    under(contentKeys.linkTargets(s, 4), contentKeys.tasks(s));
    under(flowKeys.history(s, 4), flowKeys.all(s, 4));
    under(entityKeys.providerChoices(), queryKeys.system());
    expect(idleKey('tasks')).not.toEqual(taskKeys.all(s));
  });
});
