import { describe, expect, it } from 'vitest';
import { IconNames } from '@blueprintjs/icons';
import { nodeCategories, taskTypes } from '@shared/api/flow';
import {
  simulatedNodeTypes,
  withNodeLabels,
  OTHERWISE,
  catalogueNodeTypes,
  createRegistry,
  defineNode,
  domainRequiredNodeTypes,
  hiddenForTaskTypes,
  hiddenUnderLinkedDomainNodeTypes,
  leafOnlyNodeTypes,
  paletteGroups,
  systemNodeTypes,
  unknownLookup,
  validateNodeConfig,
} from '@shared/plugin-api';
import { nodeDefinitions, registry } from '@plugins/registry';
import { z } from 'zod';
import { configFields, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { flowLocale, locales } from '@plugins/test-support';

const icons = new Set<string>(Object.values(IconNames));
/** Types whose defaults are complete: nothing has to be chosen before they work. */
const completeByDefault = ['start', 'disconnect', 'machine_detection', 'beep_detection', 'condition_label', 'same_node', 'hangup'];
const ctx = { taskType: 'voice' as const, features: [], exists: unknownLookup };

/** The keys the schema-driven editor labels (fields.<key>) and the enum values it names (values.<key>.<value>). */
function labelKeys(fields: readonly FieldSpec[]): string[] {
  const out: string[] = [];
  const walk = (f: FieldSpec) => {
    out.push(`fields.${f.key}`);
    if (f.kind === 'enum')
      out.push(...f.options.filter((o) => /^[a-z0-9_]+$/.test(o) && /[a-z]/.test(o)).map((o) => `values.${f.key}.${o}`));
    if (f.kind === 'object') f.fields.forEach(walk);
    if (f.kind === 'list') {
      if (f.item.kind === 'object') f.item.fields.forEach(walk);
      else if (f.item.kind === 'enum') walk(f.item);
    }
  };
  fields.forEach(walk);
  return [...new Set(out)];
}

const lookup = (json: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), json);

describe('the registry', () => {
  it('holds every type of the catalogue and every system type, nothing else', () => {
    expect(registry.all.map((d) => d.type).sort()).toEqual([...new Set([...catalogueNodeTypes, ...systemNodeTypes])].sort());
  });

  it('lists system types first, then the palette groups in the spec order', () => {
    const ranks = nodeDefinitions.map((d) => (d.group === null ? -1 : paletteGroups.indexOf(d.group)));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('gives every type its own English label', () => {
    const labels = nodeDefinitions.map((d) => d.label.default.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('has unique type names and refuses a duplicate', () => {
    const names = nodeDefinitions.map((d) => d.type);
    expect(new Set(names).size).toBe(names.length);
    expect(() => createRegistry([...nodeDefinitions, nodeDefinitions[7]])).toThrow(/registered twice/);
  });

  it('runs every type for real but those named as needing an outside platform, each with its reason', () => {
    const simulated = nodeDefinitions.filter((d) => d.simulated).map((d) => d.type);
    expect(simulated.sort()).toEqual(Object.keys(simulatedNodeTypes).sort());
    for (const reason of Object.values(simulatedNodeTypes)) expect(reason.length).toBeGreaterThan(10);
  });

  it('finds definitions by type', () => {
    expect(registry.get('menu')?.category).toBe('multiple_child');
    expect(registry.get('nope')).toBeUndefined();
    expect(() => registry.require('nope')).toThrow(/Unknown node type/);
  });
});

describe.each(nodeDefinitions.map((d) => [d.type, d] as const))('plugin %s', (type, def) => {
  it('is a node type of the spec', () => {
    expect([...catalogueNodeTypes, ...systemNodeTypes]).toContain(type);
  });

  it('has a valid category, label and icon', () => {
    expect(nodeCategories).toContain(def.category);
    expect(def.label.key).toBe(`nodes.${type}.label`);
    expect(def.label.default.trim()).not.toBe('');
    expect(icons.has(def.icon)).toBe(true);
  });

  it('has its label in every locale, in its own folder and not in the central locale files', () => {
    for (const locale of locales) {
      const text = def.labels[locale];
      expect(typeof text === 'string' && text.trim() !== '', `${locale}: ${type}`).toBe(true);
      expect(lookup(flowLocale(locale), def.label.key), `${locale}: ${def.label.key}`).toBeUndefined();
    }
    expect(def.label.default).toBe(def.labels.en);
  });

  if (def.availability.creatable) {
    it('has the labels of its settings in every locale', () => {
      for (const locale of locales) {
        const flow = withNodeLabels({ flow: flowLocale(locale) }, registry, locale).flow;
        const missing = labelKeys(configFields(def.config)).filter((key) => typeof lookup(flow, key) !== 'string');
        expect(missing, locale).toEqual([]);
      }
    });
  }

  it('has defaults that pass its schema', () => {
    expect(def.config.safeParse(def.defaults()).success).toBe(true);
    expect(def.config.parse(def.defaults())).toEqual(def.defaults());
  });

  it('references only known content of its defaults without throwing', () => {
    expect(Array.isArray(def.references(def.defaults()))).toBe(true);
  });

  if (completeByDefault.includes(type)) {
    it('validates its defaults without errors', () => {
      expect(validateNodeConfig(def, def.defaults(), ctx).diagnostics).toEqual([]);
    });
  }

  it('follows the availability tables of the spec', () => {
    const a = def.availability;
    const system = (systemNodeTypes as readonly string[]).includes(type);
    expect(a.creatable).toBe(!system);
    if (system) expect(def.category).toBe('system');
    if (!system) expect(paletteGroups).toContain(def.group);
    expect(a.leafOnly).toBe((leafOnlyNodeTypes as readonly string[]).includes(type));
    expect([...a.hiddenForTaskTypes].sort()).toEqual([...(hiddenForTaskTypes[type] ?? [])].sort());
    for (const t of a.hiddenForTaskTypes) expect(taskTypes).toContain(t);
    expect(a.hiddenUnderLinkedDomain).toBe((hiddenUnderLinkedDomainNodeTypes as readonly string[]).includes(type));
    expect(a.needsDomain).toBe((domainRequiredNodeTypes as readonly string[]).includes(type));
  });

  if (def.category === 'multiple_child') {
    it('shows branches under unique keys; only Otherwise is non-removable, and it comes last', () => {
      const branches = def.branches(def.defaults());
      expect(branches.length).toBeGreaterThan(0);
      expect(new Set(branches.map((b) => b.key)).size).toBe(branches.length);
      const fixed = branches.filter((b) => !b.removable);
      expect(fixed).toEqual(branches.some((b) => b.key === OTHERWISE.key) ? [OTHERWISE] : []);
      if (fixed.length) expect(branches.at(-1)).toEqual(OTHERWISE);
      for (const b of branches) expect(b.label.trim()).not.toBe('');
    });
  } else {
    it('shows no branches', () => {
      expect(def.branches(def.defaults())).toEqual([]);
    });
  }
});

describe('defineNode', () => {
  const base = { category: 'one_child' as const, group: 'More' as const, label: { en: 'K' }, icon: 'cube', config: z.object({}) };
  it('refuses a creatable system type', () => {
    expect(() => defineNode({ ...base, type: 'x', category: 'system', availability: { creatable: true } })).toThrow(/cannot be creatable/);
    expect(() => defineNode({ ...base, type: 'start', availability: { creatable: true } })).toThrow(/cannot be creatable/);
  });
  it('refuses a multiple-child type without branches, and a bad type name', () => {
    expect(() => defineNode({ ...base, type: 'x', category: 'multiple_child' })).toThrow(/branches/);
    expect(() => defineNode({ ...base, type: 'Bad-Name' })).toThrow(/snake_case/);
  });
  it('takes its availability from the definition alone: what it does not declare is offered everywhere its plan allows', () => {
    expect(defineNode({ ...base, type: 'sleep' }).availability).toMatchObject({
      leafOnly: false,
      hiddenForTaskTypes: [],
      needsDomain: false,
      hiddenUnderLinkedDomain: false,
      creatable: true,
    });
    expect(
      defineNode({ ...base, type: 'sleep', availability: { leafOnly: true, hiddenForTaskTypes: ['voice'] } }).availability,
    ).toMatchObject({ leafOnly: true, hiddenForTaskTypes: ['voice'] });
    expect(
      defineNode({ ...base, type: 'ai_custom_prompt', availability: { needsDomain: true, hiddenUnderLinkedDomain: true } }).availability,
    ).toMatchObject({ needsDomain: true, hiddenUnderLinkedDomain: true });
  });
});
