import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { buildTree } from '@shared/flow';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

const keyword = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
  key,
  label,
  match: 'keywords',
  keyword_text: '',
  ...extra,
});

describe('keyword and grammar conditions of multiple-child nodes (spec 2 §2, §3)', () => {
  it('fills keyword_conditions from the keyword finder settings, each leading to the condition child of its branch', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const finder = await h.insert(t.task_id, canvas_id, start, 'keyword_finder', {
      input_text: 'caller said',
      keywords: [
        keyword('yes', 'Yes', { keyword_text: 'yes, yeah' }),
        keyword('email', 'Email', { match: 'extract_email' }),
        keyword('code', 'Code', { match: 'regex', pattern: '/^[0-9]+$/i' }),
      ],
    });
    const nodes = await h.nodes(t.task_id);
    const stored = nodes.find((n) => n.node_id === finder.node_id)!;
    const conditionOf = (key: string) => nodes.find((n) => n.pid === finder.node_id && n.config.branch_key === key)!.node_id;
    expect(stored.keyword_conditions).toEqual([
      { keyword: 'yes', keyword_text: 'yes, yeah', label: 'Yes', node_id: conditionOf('yes') },
      { keyword: 'email', keyword_text: 'extract_email', label: 'Email', node_id: conditionOf('email') },
      { keyword: 'code', keyword_text: '/^[0-9]+$/i', label: 'Code', node_id: conditionOf('code') },
    ]);
    expect(stored.grammar_conditions).toEqual([]);
    // the answer of the edit carries them too
    expect(finder.keyword_conditions.map((e) => e.keyword)).toEqual(['yes', 'email', 'code']);

    // the canvas draws one dummy condition child per entry, above the condition child of its branch
    const tree = buildTree(nodes);
    const item = tree.itemOfNode.get(finder.node_id)!;
    expect(item.children.map((c) => [c.kind, c.label])).toEqual([
      ['condition_dummy', 'yes, yeah'],
      ['condition_dummy', 'extract_email'],
      ['condition_dummy', '/^[0-9]+$/i'],
      ['node', 'Otherwise'],
    ]);
    expect(item.children[0].children.map((c) => c.nodeId)).toEqual([conditionOf('yes')]);
  });

  it('follows the settings: a removed keyword loses its entry, a new one gets its own', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const finder = await h.insert(t.task_id, canvas_id, start, 'keyword_finder', {
      input_text: 'text',
      keywords: [keyword('a', 'A', { keyword_text: 'a' }), keyword('b', 'B', { keyword_text: 'b' })],
    });
    const res = await h.call('PUT', `/node/nodes/${finder.node_id}`, {
      config: { ...finder.config, keywords: [keyword('b', 'B', { keyword_text: 'bee' }), keyword('c', 'C', { keyword_text: 'sea' })] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const nodes = await h.nodes(t.task_id);
    const stored = nodes.find((n) => n.node_id === finder.node_id)!;
    expect(stored.keyword_conditions.map((e) => [e.keyword, e.keyword_text])).toEqual([
      ['b', 'bee'],
      ['c', 'sea'],
    ]);
    for (const e of stored.keyword_conditions) {
      expect(nodes.find((n: FlowNode) => n.node_id === e.node_id)).toMatchObject({
        node_type: 'condition_label',
        pid: finder.node_id,
        config: { branch_key: e.keyword },
      });
    }
  });

  it('fills grammar_conditions from the Watson speech grammars, and no keyword conditions', async () => {
    const t = await h.task();
    const { canvas_id, start } = await h.start(t.task_id);
    const grammars = [
      { key: 'billing', label: 'Billing', phrases: 'bill, invoice' },
      { key: 'agent', label: 'Agent', phrases: 'agent, a person' },
    ];
    const variable = await h.call('POST', '/content/variables', { variable_name: `heard_${t.task_id}`, variable_type: 'single_value' });
    expect(variable.statusCode, variable.body).toBe(201);
    const speech = await h.insert(t.task_id, canvas_id, start, 'watson_speech', {
      transcript_variable_id: variable.json().data.variable_id,
      grammars,
    });
    const nodes = await h.nodes(t.task_id);
    const stored = nodes.find((n) => n.node_id === speech.node_id)!;
    const conditionOf = (key: string) => nodes.find((n) => n.pid === speech.node_id && n.config.branch_key === key)!.node_id;
    expect(stored.grammar_conditions).toEqual([
      { keyword: 'billing', keyword_text: 'bill, invoice', label: 'Billing', node_id: conditionOf('billing') },
      { keyword: 'agent', keyword_text: 'agent, a person', label: 'Agent', node_id: conditionOf('agent') },
    ]);
    expect(stored.keyword_conditions).toEqual([]);
    const item = buildTree(nodes).itemOfNode.get(speech.node_id)!;
    expect(item.children.map((c) => [c.kind, c.label])).toEqual([
      ['condition_dummy', 'bill, invoice'],
      ['condition_dummy', 'agent, a person'],
      ['node', 'Otherwise'],
    ]);
  });

  it('leaves other node types without keyword or grammar conditions', async () => {
    const f = await h.menuFlow('hangup');
    const nodes = await h.nodes(f.t.task_id);
    expect(nodes.every((n) => n.keyword_conditions.length === 0 && n.grammar_conditions.length === 0)).toBe(true);
  });
});
