import { ClientReader, type ClientCall, type ClientMethod } from './client-reader';
import { genericSites } from './client-sites';
import { readSpec, type SpecCall } from './spec-reader';
import { readings } from './spec-readings';

/** One call of the spec, merged over the lines that name it. */
export interface AuditedCall extends SpecCall {
  key: string;
  where: string[];
  /** The client's call sites that make it. */
  madeAt: string[];
}

/** 'GET /portal/accounts', '* /qforme/queues'. */
export const keyOf = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

const segmentsMatch = (spec: string, client: string) => {
  const a = spec.split('/');
  const b = client.split('/');
  return a.length === b.length && a.every((seg, i) => seg === '{}' || seg === b[i]);
};

/**
 * Whether a client call makes a spec call: the same method (any, where the spec names none; a client call whose
 * method the source does not say makes only those) and the same path, the spec's parameters matching any segment. A
 * segment the client builds from a value it does not know matches only a parameter of the spec.
 */
export function makes(spec: SpecCall, call: Pick<ClientCall, 'methods' | 'path'>): boolean {
  if (spec.method !== '*' && !call.methods.includes(spec.method)) return false;
  return [spec.path, ...(spec.or ?? [])].some((p) => segmentsMatch(p, call.path));
}

/** The spec's calls, each once: a call written without a method is left out where a line gives its path one. */
export function mergeSpecCalls(lines: { where: string; calls: SpecCall[] }[]): AuditedCall[] {
  const byKey = new Map<string, AuditedCall>();
  for (const line of lines)
    for (const call of line.calls) {
      const key = keyOf(call);
      const had = byKey.get(key);
      if (had) had.where.push(line.where);
      // A call named without a method is named without its parameters too ('chart-image', 'user-permissions').
      else if (call.method === '*' && !call.path.endsWith('}') && !call.or)
        byKey.set(key, { ...call, or: [`${call.path}/{}`], key, where: [line.where], madeAt: [] });
      else byKey.set(key, { ...call, key, where: [line.where], madeAt: [] });
    }
  const all = [...byKey.values()];
  const pathsWithMethod = new Set(all.filter((c) => c.method !== '*').flatMap((c) => [c.path, ...(c.or ?? [])]));
  return all.filter((c) => c.method !== '*' || !pathsWithMethod.has(c.path));
}

export interface Audit {
  calls: AuditedCall[];
  clientCalls: ClientCall[];
  unreadLines: { where: string; text: string }[];
  unusedReadings: string[];
  /** Call sites whose path neither the evaluator nor a generic site reads. */
  unreadSites: string[];
  /** Generic sites no longer in the source. */
  staleSites: string[];
}

export function audit(root: string): Audit {
  const spec = readSpec(root, readings);
  const reader = new ClientReader(root).read();
  const clientCalls: ClientCall[] = [...reader.calls];
  const unreadSites: string[] = [];
  const usedSites = new Set<string>();
  for (const site of reader.unread) {
    const generic = genericSites.find((g) => g.file === site.file && g.text === site.text);
    if (!generic) {
      unreadSites.push(`${site.file}:${site.line} ${site.text}`);
      continue;
    }
    usedSites.add(`${generic.file} ${generic.text}`);
    for (const call of generic.calls())
      clientCalls.push({
        methods: call.methods ?? (site.methods as ClientMethod[]),
        path: call.path,
        where: `${site.file}:${site.line} (${generic.why})`,
      });
  }
  const calls = mergeSpecCalls(spec.lines);
  for (const c of calls) c.madeAt = clientCalls.filter((call) => makes(c, call)).map((call) => call.where);
  return {
    calls,
    clientCalls,
    unreadLines: spec.unread,
    unusedReadings: spec.unusedReadings,
    unreadSites,
    staleSites: genericSites.filter((g) => !usedSites.has(`${g.file} ${g.text}`)).map((g) => `${g.file} ${g.text}`),
  };
}
