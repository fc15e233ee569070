import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRegistry, defineNode, nodeTextTables, withNodeLabels } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { flowLocale } from '@plugins/test-support';

/** A type with a setting the central tables do not word, and one they do. */
const probe = defineNode({
  type: 'zz_probe',
  category: 'one_child',
  group: 'More',
  label: { en: 'Probe', de: 'Sonde', fr: 'Sonde', 'fr-CA': 'Sonde', es: 'Sonda', it: 'Sonda', 'pt-BR': 'Sonda' },
  icon: 'cube',
  texts: {
    fields: { probe_depth: { en: 'Depth', de: 'Tiefe' }, prompt_id: { en: 'Not this', de: 'Nicht das' } },
    values: { probe_mode: { deep: { en: 'Deep', de: 'Tief' } } },
  },
  config: z.object({ probe_depth: z.number().default(1), probe_mode: z.enum(['deep']).default('deep') }),
});
const withProbe = createRegistry([...registry.all, probe]);

describe("node types' texts merged into the flow namespace", () => {
  it("puts every type's label under nodes, in each locale, English where a locale has none", () => {
    expect(nodeTextTables(registry, 'de').nodes.menu).toEqual({ label: 'Menü' });
    expect(nodeTextTables(registry, 'fr-CA').nodes.prompt).toEqual({ label: registry.require('prompt').labels['fr-CA'] });
    expect(Object.keys(nodeTextTables(registry, 'en').nodes)).toHaveLength(registry.all.length);
    const partial = createRegistry([
      defineNode({
        type: 'zz_other',
        category: 'one_child',
        group: 'More',
        label: { en: 'Only English' },
        icon: 'cube',
        config: z.object({}),
      }),
    ]);
    expect(nodeTextTables(partial, 'it').nodes.zz_other).toEqual({ label: 'Only English' });
  });

  it("adds a type's own settings' texts, never over the central ones", () => {
    const de = withNodeLabels({ flow: flowLocale('de') }, withProbe, 'de').flow as Record<string, Record<string, unknown>>;
    expect(de.fields.probe_depth).toBe('Tiefe');
    expect(de.fields.prompt_id).toBe((flowLocale('de').fields as Record<string, string>).prompt_id);
    expect(de.values.probe_mode).toEqual({ deep: 'Tief' });
    expect(
      (withNodeLabels({ flow: flowLocale('es') }, withProbe, 'es').flow as Record<string, Record<string, unknown>>).fields.probe_depth,
    ).toBe('Depth');
    // The other tables of the namespace stay as they are.
    expect(de.groups).toEqual(flowLocale('de').groups);
  });

  it('leaves an unknown locale as it is', () => {
    const translations = { flow: { groups: {} } };
    expect(withNodeLabels(translations, registry, 'xx')).toBe(translations);
  });
});
