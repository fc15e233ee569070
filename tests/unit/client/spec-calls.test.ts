import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit, type Audit } from './spec-calls/audit';
import { notYetWired, uncalled } from './spec-calls/uncalled';

/**
 * Every call the spec says the web client makes (docs/spec/*.md §7) is made by the client's source, or is in the one
 * table that says why not (spec-calls/uncalled.ts), or in its list of calls not wired yet, which this test prints so
 * the gap stays visible. How the spec and the source are read: spec-calls/spec-reader.ts and client-reader.ts.
 */
const root = resolve(__dirname, '../../..');
let result: Audit;

beforeAll(() => {
  result = audit(root);
}, 60_000);

describe('the spec’s calls and the web client', () => {
  it('reads every call line of the spec (its grammar, else a reading of the line’s words)', () => {
    expect(result.unreadLines).toEqual([]);
    expect(result.unusedReadings).toEqual([]);
  });

  it('reads the path of every call site of the client (the source, else a declared generic site)', () => {
    expect(result.unreadSites).toEqual([]);
    expect(result.staleSites).toEqual([]);
  });

  it('finds every spec call made by the client, explained, or listed as not yet wired', () => {
    const made = result.calls.filter((c) => c.madeAt.length > 0);
    const explained = result.calls.filter((c) => !c.madeAt.length && c.key in uncalled);
    const waiting = result.calls.filter((c) => !c.madeAt.length && notYetWired.includes(c.key));
    const neither = result.calls.filter((c) => !c.madeAt.length && !(c.key in uncalled) && !notYetWired.includes(c.key));
    console.info(
      [
        `spec calls: ${result.calls.length}; made by the client: ${made.length}; explained: ${explained.length}; not yet wired: ${waiting.length}`,
        ...waiting.map((c) => `  not yet wired: ${c.key}  (${c.where.join(', ')})`),
      ].join('\n'),
    );
    expect(neither.map((c) => `${c.key}  (${c.where.join(', ')})`)).toEqual([]);
  });

  it('keeps the explained table and the not-yet-wired list to spec calls the client does not make', () => {
    const keys = new Set(result.calls.map((c) => c.key));
    const madeKeys = new Set(result.calls.filter((c) => c.madeAt.length > 0).map((c) => c.key));
    const listed = [...Object.keys(uncalled), ...notYetWired];
    expect(listed.filter((k) => !keys.has(k))).toEqual([]);
    expect(listed.filter((k) => madeKeys.has(k))).toEqual([]);
    expect(notYetWired.filter((k) => k in uncalled)).toEqual([]);
    expect(new Set(notYetWired).size).toBe(notYetWired.length);
    for (const why of Object.values(uncalled)) expect(why.length).toBeGreaterThan(20);
  });
});
