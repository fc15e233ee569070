import { describe, expect, it } from 'vitest';
import { diffVersions, stableJson } from '@shared/versions/diff';
import { canvas, n, voiceFlow } from '../flow/fixtures';

const side = (nodes = voiceFlow(), canvases = [canvas()]) => ({ nodes, canvases });
const edit = (id: number, change: (node: ReturnType<typeof n>) => ReturnType<typeof n>) =>
  voiceFlow().map((x) => (x.node_id === id ? change(x) : x));

describe('comparing two versions', () => {
  it('finds nothing between two equal versions, whatever the key order of the settings', () => {
    const b = voiceFlow().map((x) => ({ ...x, config: Object.fromEntries(Object.entries(x.config).reverse()) }));
    expect(diffVersions(side(), side(b)).list).toEqual([]);
    expect(stableJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(stableJson({ a: [1, { c: 3, d: 2 }], b: 1 }));
  });

  it('a renamed node is one change matched by its id, not a removal plus an addition', () => {
    const d = diffVersions(side(), side(edit(7, (x) => ({ ...x, node_name: 'Sales greeting' }))));
    expect(d.list).toEqual([
      {
        node_id: 7,
        status: 'changed',
        node_name: 'Sales greeting',
        node_type: 'prompt',
        canvas_id: 10,
        fields: [{ field: 'node_name', before: 'prompt 7', after: 'Sales greeting' }],
      },
    ]);
    expect(d.counts).toEqual({ added: 0, removed: 0, changed: 1 });
  });

  it('a moved node shows its new parent and position', () => {
    const d = diffVersions(side(), side(edit(9, (x) => ({ ...x, pid: 5, position: 1 }))));
    expect(d.byId.get(9)!.fields).toEqual([
      { field: 'pid', before: 6, after: 5 },
      { field: 'position', before: 0, after: 1 },
    ]);
  });

  it('a settings change is listed key by key', () => {
    const d = diffVersions(side(), side(edit(10, (x) => ({ ...x, config: { goto_node_id: 2 } }))));
    expect(d.byId.get(10)).toMatchObject({ status: 'changed', fields: [{ field: 'config.goto_node_id', before: 3, after: 2 }] });
    const added = diffVersions(side(), side(edit(2, (x) => ({ ...x, config: { ...x.config, retry_count: 7 } }))));
    expect(added.byId.get(2)!.fields).toEqual([{ field: 'config.retry_count', before: null, after: 7 }]);
  });

  it('an added branch is every node of it added; the removed ones are kept to draw where they were', () => {
    const branch = [n(20, 'prompt', 5), n(21, 'variable', 20), n(22, 'hangup', 21)];
    const d = diffVersions(side(), side([...voiceFlow(), ...branch]));
    expect(d.list.map((x) => [x.node_id, x.status])).toEqual([
      [20, 'added'],
      [21, 'added'],
      [22, 'added'],
    ]);
    const back = diffVersions(side([...voiceFlow(), ...branch]), side());
    expect(back.counts).toEqual({ added: 0, removed: 3, changed: 0 });
    expect(back.merged.nodes.map((x) => x.node_id).slice(-3)).toEqual([20, 21, 22]);
  });

  it('keeps a removed canvas in the drawing so its nodes can be shown', () => {
    const other = canvas({ canvas_id: 11, canvas_name: 'Handler', is_main_canvas: 0, first_node_id: 30 });
    const d = diffVersions(side([...voiceFlow(), n(30, 'prompt', null, { canvas_id: 11 })], [canvas(), other]), side());
    expect(d.merged.canvases.map((c) => c.canvas_id)).toEqual([10, 11]);
    expect(d.byId.get(30)).toMatchObject({ status: 'removed', canvas_id: 11 });
  });
});
