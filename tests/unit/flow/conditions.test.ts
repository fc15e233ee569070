import { describe, expect, it } from 'vitest';
import { buildTree, conditionEntriesOf, withConditionEntries } from '@shared/flow';
import { canvas, cond, n, registry } from './fixtures';

const kw = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
  key,
  label,
  match: 'keywords',
  keyword_text: '',
  pattern: '//im',
  length: 5,
  min_length: 1,
  max_length: 5,
  store_variable_id: null,
  ...extra,
});

/** start → keyword finder (yes, regex code, Otherwise) with a prompt under "yes". */
const flow = () => [
  n(1, 'start', null),
  n(2, 'keyword_finder', 1, {
    config: {
      input_text: 'x',
      case_sensitive: false,
      keywords: [kw('yes', 'Yes', { keyword_text: 'yes, yeah' }), kw('code', 'Code', { match: 'regex', pattern: '/\\d+/' })],
    },
  }),
  cond(3, 2, 'yes', 'Yes', 0),
  cond(4, 2, 'code', 'Code', 1),
  cond(5, 2, 'otherwise', 'Otherwise', 2),
  n(6, 'prompt', 3),
];

describe('keyword conditions from the node settings (spec 2 §2, §3)', () => {
  it('gives one entry per keyword, leading to the condition child of its branch', () => {
    const finder = withConditionEntries(flow(), registry).find((x) => x.node_id === 2)!;
    expect(finder.keyword_conditions).toEqual([
      { keyword: 'yes', keyword_text: 'yes, yeah', label: 'Yes', node_id: 3 },
      { keyword: 'code', keyword_text: '/\\d+/', label: 'Code', node_id: 4 },
    ]);
    expect(finder.grammar_conditions).toEqual([]);
  });

  it('leaves node_id empty while a branch has no condition child yet, and other types alone', () => {
    const [, finder] = flow();
    expect(conditionEntriesOf(finder, [], registry)?.keyword_conditions?.map((e) => e.node_id)).toEqual([null, null]);
    expect(conditionEntriesOf(n(9, 'menu', 1), [], registry)).toBeNull();
    const plain = flow().filter((x) => x.node_type !== 'keyword_finder');
    expect(withConditionEntries(plain, registry)).toBe(plain);
  });

  it('draws one dummy condition child per entry, above the condition child of its branch', () => {
    const tree = buildTree(withConditionEntries(flow(), registry), canvas());
    const finder = tree.itemOfNode.get(2)!;
    expect(finder.children.map((c) => c.key)).toEqual(['d2:0', 'd2:1', 'n5']);
    const [yes, code] = finder.children;
    expect(yes).toMatchObject({ kind: 'condition_dummy', category: 'dummy', label: 'yes, yeah', leaf: false });
    expect(code.label).toBe('/\\d+/');
    expect(yes.children.map((c) => c.key)).toEqual(['n3']);
    expect(code.children.map((c) => c.key)).toEqual(['n4']);
    expect(tree.itemOfNode.get(6)!.parentKey).toBe('n3');
    expect(tree.itemOfNode.get(3)!.depth).toBe(3);
  });
});

describe('grammar conditions from the node settings (spec 2 §2, §3)', () => {
  const grammars = [
    { key: 'billing', label: 'Billing', phrases: 'bill, invoice' },
    { key: 'agent', label: 'Agent', phrases: 'agent' },
  ];
  const speech = () => [
    n(1, 'start', null),
    n(2, 'watson_speech', 1, { config: { transcript_variable_id: 7, grammars } }),
    cond(3, 2, 'billing', 'Billing', 0),
    cond(4, 2, 'agent', 'Agent', 1),
    cond(5, 2, 'otherwise', 'Otherwise', 2),
  ];

  it('gives Watson speech one grammar condition per grammar and no keyword conditions', () => {
    const node = withConditionEntries(speech(), registry).find((x) => x.node_id === 2)!;
    expect(node.grammar_conditions).toEqual([
      { keyword: 'billing', keyword_text: 'bill, invoice', label: 'Billing', node_id: 3 },
      { keyword: 'agent', keyword_text: 'agent', label: 'Agent', node_id: 4 },
    ]);
    expect(node.keyword_conditions).toEqual([]);
  });

  it('draws one dummy condition child per grammar, labelled with its phrases', () => {
    const tree = buildTree(withConditionEntries(speech(), registry), canvas());
    const node = tree.itemOfNode.get(2)!;
    expect(node.children.map((c) => [c.kind, c.label])).toEqual([
      ['condition_dummy', 'bill, invoice'],
      ['condition_dummy', 'agent'],
      ['node', 'Otherwise'],
    ]);
    expect(node.children[0].children.map((c) => c.key)).toEqual(['n3']);
  });
});
