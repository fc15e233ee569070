import { describe, expect, it } from 'vitest';
import type { NodeTypeRecord } from '@shared/api/flow';
import { bodyOf, draftChanged, draftOf, toggleHidden, updateBody } from '@client/features/system/node-types/form';

const menu: NodeTypeRecord = {
  node_type: 'menu',
  category: 'multiple_child',
  LABEL: 'Menu',
  AVAILABLE_TO_ALL_PLANS: 0,
  HIDE_NODE_TASK_OVERRIDE: ['whatsapp', 'messaging'],
  DROP_RULES: {},
};

describe('node-type form: record → draft → body', () => {
  it('round-trips a record unchanged', () => {
    const draft = draftOf(menu);
    expect(draft).toEqual({
      node_type: 'menu',
      category: 'multiple_child',
      LABEL: 'Menu',
      AVAILABLE_TO_ALL_PLANS: false,
      HIDE_NODE_TASK_OVERRIDE: ['messaging', 'whatsapp'],
      DROP_RULES: '',
    });
    expect(bodyOf(draft)).toEqual({ ok: true, body: { ...menu, HIDE_NODE_TASK_OVERRIDE: ['messaging', 'whatsapp'] } });
  });

  it('sends the all-plans switch as 1/0, the label trimmed, hidden task types in the spec order, drop rules parsed', () => {
    const draft = {
      ...draftOf(menu),
      LABEL: '  IVR Menu ',
      AVAILABLE_TO_ALL_PLANS: true,
      HIDE_NODE_TASK_OVERRIDE: toggleHidden(['whatsapp'], 'voice', true),
      DROP_RULES: '{ "leaf_only": true }',
    };
    expect(bodyOf(draft)).toEqual({
      ok: true,
      body: {
        node_type: 'menu',
        category: 'multiple_child',
        LABEL: 'IVR Menu',
        AVAILABLE_TO_ALL_PLANS: 1,
        HIDE_NODE_TASK_OVERRIDE: ['voice', 'whatsapp'],
        DROP_RULES: { leaf_only: true },
      },
    });
    expect(toggleHidden(['voice', 'whatsapp'], 'voice', false)).toEqual(['whatsapp']);
  });

  it('shows stored drop rules as indented JSON and reads them back', () => {
    const draft = draftOf({ ...menu, DROP_RULES: { accepts: ['prompt'] } });
    expect(draft.DROP_RULES).toBe('{\n  "accepts": [\n    "prompt"\n  ]\n}');
    const result = bodyOf(draft);
    expect(result.ok && result.body.DROP_RULES).toEqual({ accepts: ['prompt'] });
  });

  it('refuses an empty label, invalid JSON and drop rules that are not an object, sending nothing', () => {
    expect(bodyOf({ ...draftOf(menu), LABEL: '   ' })).toEqual({ ok: false, issues: { LABEL: { code: 'required' } } });
    expect(bodyOf({ ...draftOf(menu), DROP_RULES: '{ nope' })).toEqual({ ok: false, issues: { DROP_RULES: { code: 'json' } } });
    for (const text of ['[1, 2]', 'null', '"text"', '3']) {
      expect(bodyOf({ ...draftOf(menu), DROP_RULES: text }), text).toEqual({ ok: false, issues: { DROP_RULES: { code: 'object' } } });
    }
  });

  it('checks the rest with the shared schema and reports its message on the field (label over 120 characters, a bad type)', () => {
    const long = bodyOf({ ...draftOf(menu), LABEL: 'x'.repeat(121) });
    expect(long.ok).toBe(false);
    expect(!long.ok && long.issues.LABEL?.code).toBe('schema');
    const bad = bodyOf({ ...draftOf(menu), node_type: 'Not A Type' });
    expect(!bad.ok && Object.keys(bad.issues)).toEqual(['node_type']);
  });

  it('leaves the node type out of the PUT body (the path names it)', () => {
    expect(updateBody(menu)).toEqual({
      category: 'multiple_child',
      LABEL: 'Menu',
      AVAILABLE_TO_ALL_PLANS: 0,
      HIDE_NODE_TASK_OVERRIDE: ['whatsapp', 'messaging'],
      DROP_RULES: {},
    });
  });

  it('tells whether the form changed since it opened', () => {
    const draft = draftOf(menu);
    expect(draftChanged(draft, draftOf(menu))).toBe(false);
    expect(draftChanged({ ...draft, AVAILABLE_TO_ALL_PLANS: true }, draft)).toBe(true);
  });
});
