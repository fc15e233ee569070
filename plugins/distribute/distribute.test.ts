import { describe, expect, it } from 'vitest';
import { branchesOf, diagnose, errorsOf, fieldsOf, refsOf } from '../test-support';

describe('distribute', () => {
  it('splits 50/50 by default, one branch per route and no Otherwise', () => {
    expect(diagnose('distribute', {})).toEqual([]);
    expect(branchesOf('distribute', {})).toEqual([
      { key: 'route_1', label: 'Route A', removable: true },
      { key: 'route_2', label: 'Route B', removable: true },
    ]);
  });
  it('needs percentages that add up to 100', () => {
    expect(
      errorsOf('distribute', {
        routes: [
          { key: 'a', label: 'A', percent: 70 },
          { key: 'b', label: 'B', percent: 20 },
        ],
      }),
    ).toEqual({
      routes: 'The percentages must add up to 100 (now 90).',
    });
    expect(errorsOf('distribute', { routes: [] })).toEqual({ routes: 'Add at least one route.' });
  });
  it('keeps routes apart by key and label', () => {
    expect(
      errorsOf('distribute', {
        routes: [
          { key: 'a', label: 'A', percent: 50 },
          { key: 'a', label: 'a', percent: 50 },
        ],
      }),
    ).toEqual({
      'routes.1.key': 'Route key must be unique.',
      'routes.1.label': 'Route label must be unique.',
    });
  });
});

/**
 * references() of a type whose settings name no content: what they use is in their own config (percentages,
 * a duration, a voice name), so they add nothing to the usage index or to an export's dependencies. The schema
 * is checked too: a content id, a variable text or an expression added later needs references() to list it.
 */
describe('references() of a type that names no content', () => {
  it('distribute: routes are labels and shares only, no content', () => {
    expect(fieldsOf('distribute')).toEqual(['routes: list', 'routes.*.key: text', 'routes.*.label: text', 'routes.*.percent: number']);
    expect(refsOf('distribute', {})).toEqual([]);
    const routes = [
      { key: 'route_1', label: 'New greeting', percent: 10 },
      { key: 'route_2', label: 'Old greeting', percent: 30 },
      { key: 'route_3', label: 'Control', percent: 60 },
    ];
    expect(refsOf('distribute', { routes })).toEqual([]);
    // Its branches come from the same routes; no Otherwise (every call takes a route).
    expect(branchesOf('distribute', { routes }).map((b) => b.key)).toEqual(['route_1', 'route_2', 'route_3']);
  });
});
