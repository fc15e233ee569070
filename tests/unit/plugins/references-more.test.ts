import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { configFields, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { branchesOf, refsOf } from './support';

/** Every field of a config, nested rows included, as `path: kind`. */
function kinds(fields: readonly FieldSpec[], parent = ''): string[] {
  return fields.flatMap((f) => {
    const path = parent ? `${parent}.${f.key}` : f.key;
    if (f.kind === 'object') return kinds(f.fields, path);
    if (f.kind === 'list')
      return f.item.kind === 'object' ? [`${path}: list`, ...kinds(f.item.fields, `${path}.*`)] : [`${path}: list of ${f.item.kind}`];
    return [`${path}: ${f.kind}`];
  });
}
const fieldsOf = (type: string) => kinds(configFields(registry.require(type).config));

/**
 * references() of the types whose settings name no content: what they use is in their own config (percentages,
 * a duration, a voice name), so they add nothing to the usage index or to an export's dependencies. The schema
 * is checked too: a content id, a variable text or an expression added later needs references() to list it.
 */
describe('references() of distribute, sleep and set_voice', () => {
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

  it('sleep: a duration only, no content', () => {
    expect(fieldsOf('sleep')).toEqual(['duration_minutes: number']);
    expect(refsOf('sleep', {})).toEqual([]);
    expect(refsOf('sleep', { duration_minutes: 1440 })).toEqual([]);
  });

  it('set_voice: a voice name, a language tag and a rate, no content', () => {
    expect(fieldsOf('set_voice')).toEqual(['tts_voice: text', 'language: text', 'speaking_rate: number']);
    expect(refsOf('set_voice', {})).toEqual([]);
    expect(refsOf('set_voice', { tts_voice: 'de-DE-Neural2-B', language: 'de-DE', speaking_rate: 110 })).toEqual([]);
  });
});
