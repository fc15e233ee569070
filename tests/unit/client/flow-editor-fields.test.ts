import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registry } from '@plugins/registry';
import { configFields, fieldOf, humanize, newEntry, refModelOf, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { refModels } from '@client/features/authoring/callflow/editor/useRefOptions';
import { rankNodeTypes } from '@client/features/authoring/callflow/insertRank';

const byKey = (fields: FieldSpec[], key: string) => fields.find((f) => f.key === key)!;

describe('schema → fields walker', () => {
  it('reads strings, numbers, booleans and enums with their limits, defaults and optionality', () => {
    const fields = configFields(
      z.object({
        title: z.string().trim().min(2).max(40),
        body: z.string().max(4096).default(''),
        count: z.number().int().min(0).max(10).default(3),
        ratio: z.number().optional(),
        on: z.boolean().default(true),
        mode: z.enum(['fast', 'slow']).default('slow'),
        tag: z.literal('x').nullable(),
      }),
    );
    expect(byKey(fields, 'title')).toMatchObject({ kind: 'text', minLength: 2, maxLength: 40, multiline: false, optional: false });
    expect(byKey(fields, 'body')).toMatchObject({ kind: 'text', multiline: true, defaultValue: '' });
    expect(byKey(fields, 'count')).toMatchObject({ kind: 'number', min: 0, max: 10, integer: true, defaultValue: 3 });
    expect(byKey(fields, 'ratio')).toMatchObject({ kind: 'number', integer: false, optional: true });
    expect(byKey(fields, 'on')).toMatchObject({ kind: 'boolean', defaultValue: true });
    expect(byKey(fields, 'mode')).toMatchObject({ kind: 'enum', options: ['fast', 'slow'], defaultValue: 'slow' });
    expect(byKey(fields, 'tag')).toMatchObject({ kind: 'enum', options: ['x'], nullable: true });
  });

  it('turns content ids into pickers by their key', () => {
    expect(refModelOf('prompt_id')).toBe('prompt');
    expect(refModelOf('no_match_prompt_id')).toBe('prompt');
    expect(refModelOf('result_variable_id')).toBe('variable');
    expect(refModelOf('task_id')).toBe('task');
    expect(refModelOf('goto_node_id')).toBe('node');
    expect(refModelOf('attachment_file_id')).toBe('file');
    expect(refModelOf('repeat_count')).toBeNull();
    const f = fieldOf('goodbye_prompt_id', z.number().int().nullable().default(null));
    expect(f).toMatchObject({ kind: 'ref', model: 'prompt', nullable: true, defaultValue: null });
  });

  it('walks arrays of objects and nested objects', () => {
    const fields = configFields(z.object({ outer: z.object({ inner: z.string() }), rows: z.array(z.object({ a: z.number() })).max(4) }));
    const outer = byKey(fields, 'outer');
    expect(outer.kind === 'object' && outer.fields.map((f) => f.key)).toEqual(['inner']);
    expect(byKey(fields, 'rows')).toMatchObject({ kind: 'list', maxItems: 4, item: { kind: 'object' } });
  });

  it('draws the menu: prompt pickers, key rows, switches and bounded numbers', () => {
    const fields = configFields(registry.require('menu').config);
    expect(fields.map((f) => f.kind)).toEqual(['ref', 'list', 'boolean', 'number', 'number', 'number', 'ref', 'ref', 'ref']);
    const keys = byKey(fields, 'keys');
    expect(keys.kind === 'list' && keys.item.kind === 'object' && keys.item.fields.map((f) => [f.key, f.kind])).toEqual([
      ['key', 'enum'],
      ['label', 'text'],
    ]);
    expect([...refModels(fields)].sort()).toEqual(['prompt', 'variable']);
  });

  it('offers a picker for every content id of every registered plugin', () => {
    for (const def of registry.all.filter((d) => d.availability.creatable)) {
      const fields = configFields(def.config);
      expect(fields.length, def.type).toBeGreaterThan(0);
      for (const f of fields) expect(f.kind, `${def.type}.${f.key}`).not.toBe('unsupported');
    }
    expect([...refModels(configFields(registry.require('goto').config))]).toEqual(['node']);
    expect([...refModels(configFields(registry.require('link_task').config))]).toEqual(['task']);
    expect([...refModels(configFields(registry.require('decision').config))]).toEqual(['variable']);
  });
});

describe('new list entries', () => {
  it('takes the first menu key not used yet, and an empty label', () => {
    const keys = byKey(configFields(registry.require('menu').config), 'keys');
    if (keys.kind !== 'list') throw new Error('keys is a list');
    expect(
      newEntry(keys, [
        { key: '1', label: 'a' },
        { key: '2', label: 'b' },
      ]),
    ).toEqual({ key: '3', label: '' });
    expect(newEntry(keys, [])).toEqual({ key: '1', label: '' });
  });

  it('gives a decision condition a unique key, a numbered label and the defaults, and passes the schema', () => {
    const def = registry.require('decision');
    const list = byKey(configFields(def.config), 'conditions');
    if (list.kind !== 'list') throw new Error('conditions is a list');
    const existing = [{ key: 'condition_2', label: 'Condition 1', condition: null }];
    const entry = newEntry(list, existing);
    expect(entry).toEqual({ key: 'condition_3', label: 'Condition 2', condition: null });
    expect(def.config.safeParse({ conditions: [...existing, entry] }).success).toBe(true);
  });

  it('words keys for labels', () => {
    expect(humanize('no_input_prompt_id')).toBe('No input prompt');
    expect(humanize('pause_after_ms')).toBe('Pause after (ms)');
  });
});

describe('insert picker ranking', () => {
  const types = registry.all.filter((d) => d.availability.creatable);
  const label = (d: (typeof types)[number]) => d.label.default;
  const first = (q: string) => rankNodeTypes(types, q, label)[0]?.type;

  it('puts the typed name first, whatever the palette order', () => {
    expect(first('goto')).toBe('goto');
    expect(first('go to')).toBe('goto');
    expect(first('hang')).toBe('hangup');
    expect(first('menu')).toBe('menu');
    expect(first('dec')).toBe('decision');
  });

  it('finds types by keyword, below name matches, and drops what does not match', () => {
    expect(first('ivr')).toBe('menu');
    expect(rankNodeTypes(types, 'zzz', label)).toEqual([]);
  });
});
