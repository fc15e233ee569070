import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { NodeTypeRecord } from '@shared/api/flow';
import { defineNode, type AnyNodeDefinition } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { defaultRecord, differsFromDefaults, emptyFilter, mergeNodeTypes, rowMatches } from '@client/features/system/node-types/merge';

const def = (type: string, extra: Partial<Parameters<typeof defineNode>[0]> = {}): AnyNodeDefinition =>
  defineNode({
    type,
    category: 'one_child',
    group: 'Flow',
    label: { en: type.toUpperCase() },
    icon: 'cube',
    config: z.object({}),
    ...extra,
  });

const hangup = def('hangup', {
  category: 'no_child',
  group: 'Voice',
  label: { en: 'Hang up' },
  keywords: ['goodbye'],
  availability: registry.require('hangup').availability,
});
const menu = def('menu', { category: 'multiple_child', group: 'Voice', label: { en: 'Menu' }, branches: () => [] });
const comment = def('comment', { group: 'Flow' });
const start = def('start', { category: 'system', group: null });
const plugins = [comment, start, hangup, menu];

const record = (over: Partial<NodeTypeRecord> & { node_type: string }): NodeTypeRecord => ({
  category: 'one_child',
  LABEL: over.node_type,
  AVAILABLE_TO_ALL_PLANS: 0,
  HIDE_NODE_TASK_OVERRIDE: [],
  DROP_RULES: {},
  ...over,
});

describe('node types: registry merged with the records', () => {
  it("shows a plugin without a record with its own defaults (label, all plans, the spec's hidden task types)", () => {
    const rows = mergeNodeTypes(plugins, []);
    const row = rows.find((r) => r.type === 'hangup')!;
    expect(row.status).toBe('defaults');
    expect(row.record).toEqual({
      node_type: 'hangup',
      category: 'no_child',
      LABEL: 'Hang up',
      AVAILABLE_TO_ALL_PLANS: 0,
      HIDE_NODE_TASK_OVERRIDE: ['messaging', 'workflow', 'chatbot', 'whatsapp'],
      DROP_RULES: {},
    });
    expect(row.availability).toMatchObject({
      hiddenFor: ['messaging', 'workflow', 'chatbot', 'whatsapp'],
      leafOnly: true,
      creatable: true,
    });
    expect(rows.find((r) => r.type === 'start')!.availability.creatable).toBe(false);
  });

  it('takes the values of a stored record over the plugin and marks the row customised', () => {
    const rows = mergeNodeTypes(plugins, [
      record({
        node_type: 'menu',
        category: 'multiple_child',
        LABEL: 'IVR Menu',
        AVAILABLE_TO_ALL_PLANS: 1,
        HIDE_NODE_TASK_OVERRIDE: ['whatsapp', 'messaging'],
      }),
    ]);
    const row = rows.find((r) => r.type === 'menu')!;
    expect(row.status).toBe('customised');
    expect(row.record).toMatchObject({ LABEL: 'IVR Menu', AVAILABLE_TO_ALL_PLANS: 1, HIDE_NODE_TASK_OVERRIDE: ['messaging', 'whatsapp'] });
    expect(row.defaults).toMatchObject({ LABEL: 'Menu', AVAILABLE_TO_ALL_PLANS: 0 });
    expect(row.availability.hiddenFor).toEqual(['messaging', 'whatsapp']);
  });

  it('counts a record that repeats the plugin defaults (the list answers one for every type) as defaults', () => {
    const rows = mergeNodeTypes(plugins, plugins.map(defaultRecord));
    expect(rows.every((r) => r.status === 'defaults')).toBe(true);
    // Hidden task types in another order and drop-rule keys in another order are the same values.
    const same = {
      ...defaultRecord(hangup),
      HIDE_NODE_TASK_OVERRIDE: ['whatsapp', 'chatbot', 'workflow', 'messaging'] as NodeTypeRecord['HIDE_NODE_TASK_OVERRIDE'],
    };
    expect(differsFromDefaults(same, defaultRecord(hangup))).toBe(false);
    expect(
      differsFromDefaults({ ...defaultRecord(menu), DROP_RULES: { a: 1, b: 2 } }, { ...defaultRecord(menu), DROP_RULES: { b: 2, a: 1 } }),
    ).toBe(false);
    expect(differsFromDefaults({ ...defaultRecord(menu), DROP_RULES: { a: 1 } }, defaultRecord(menu))).toBe(true);
  });

  it("flags a record whose type no plugin defines as 'no_plugin', after the plugins", () => {
    const rows = mergeNodeTypes(plugins, [record({ node_type: 'legacy_fax', LABEL: 'Fax', HIDE_NODE_TASK_OVERRIDE: ['chatbot'] })]);
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ type: 'legacy_fax', status: 'no_plugin', def: null, defaults: null, group: null, label: null });
    expect(last.availability).toMatchObject({ hiddenFor: ['chatbot'], leafOnly: false, creatable: true });
    expect(rows.filter((r) => r.type === 'legacy_fax')).toHaveLength(1);
  });

  it('lists every plugin once, in palette-group order with system types last', () => {
    expect(mergeNodeTypes(plugins, []).map((r) => r.type)).toEqual(['hangup', 'menu', 'comment', 'start']);
  });

  it('lists every registered plugin of the real registry, all with plugin defaults when nothing is stored', () => {
    const rows = mergeNodeTypes(registry.all, []);
    expect(rows.map((r) => r.type).sort()).toEqual(registry.all.map((d) => d.type).sort());
    expect(rows.every((r) => r.status === 'defaults' && r.def)).toBe(true);
  });
});

describe('node types: search and filters', () => {
  const rows = mergeNodeTypes(plugins, [
    record({ node_type: 'menu', category: 'multiple_child', LABEL: 'IVR Menu' }),
    record({ node_type: 'legacy_fax' }),
  ]);
  const pick = (filter: Partial<typeof emptyFilter>, label = (t: string) => t) =>
    rows.filter((r) => rowMatches(r, { ...emptyFilter, ...filter }, label(r.type))).map((r) => r.type);

  it('searches the type, the label shown, the record label and the keywords, case-insensitively', () => {
    expect(pick({ search: 'HANG' })).toEqual(['hangup']);
    expect(pick({ search: 'ivr' })).toEqual(['menu']);
    expect(pick({ search: 'goodbye' })).toEqual(['hangup']);
    expect(pick({ search: 'raccrocher' }, (t) => (t === 'hangup' ? 'Raccrocher' : t))).toEqual(['hangup']);
    expect(pick({ search: 'legacy fax' })).toEqual(['legacy_fax']);
  });

  it('filters by palette group (or none), category and record status', () => {
    expect(pick({ group: 'Voice' })).toEqual(['hangup', 'menu']);
    expect(pick({ group: 'none' })).toEqual(['start', 'legacy_fax']);
    expect(pick({ category: 'system' })).toEqual(['start']);
    expect(pick({ status: 'customised' })).toEqual(['menu']);
    expect(pick({ status: 'no_plugin' })).toEqual(['legacy_fax']);
    expect(pick({ group: 'Voice', category: 'no_child' })).toEqual(['hangup']);
  });
});
