import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, refsOf } from '../test-support';

describe('goto', () => {
  it('needs a target node that exists', () => {
    expect(diagnose('goto', {})).toEqual([{ path: 'goto_node_id', message: 'Target node is required.', severity: 'error' }]);
    expect(diagnose('goto', { goto_node_id: 8 })).toEqual([
      { path: 'goto_node_id', message: 'The selected node no longer exists.', severity: 'error' },
    ]);
    expect(diagnose('goto', { goto_node_id: 8 }, ctxWith([{ model: 'node', id: 8 }]))).toEqual([]);
  });
  it('references its target as a node link', () => {
    expect(refsOf('goto', { goto_node_id: 8 })).toEqual([{ model: 'node', id: 8 }]);
  });
});
