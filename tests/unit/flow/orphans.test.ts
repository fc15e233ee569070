import { describe, expect, it } from 'vitest';
import { findOrphans } from '@shared/flow';
import { CANVAS, canvas, n } from './fixtures';

const other = CANVAS + 1;

describe('orphan nodes (spec 2 §5)', () => {
  it('is a node of an enabled canvas with no parent', () => {
    expect(findOrphans([n(1, 'start', null), n(2, 'prompt', null)], [canvas()])).toEqual([2]);
  });

  it('is a node whose parent is gone', () => {
    expect(findOrphans([n(1, 'start', null), n(2, 'prompt', 99)], [canvas()])).toEqual([2]);
  });

  it('is not a node in a disabled canvas', () => {
    expect(findOrphans([n(2, 'prompt', null)], [canvas({ is_enabled: 0 })])).toEqual([]);
  });

  it.each(['start', 'disconnect', 'beep_detection', 'machine_detection'])('is never a %s node', (type) => {
    expect(findOrphans([n(1, type, null)], [canvas()])).toEqual([]);
  });

  it('is not the first node of a no-input/no-match handler canvas, but is the first node of another canvas', () => {
    const nodes = [n(5, 'prompt', null, { canvas_id: other }), n(6, 'prompt', null)];
    expect(
      findOrphans(nodes, [
        canvas({ canvas_id: other, first_node_id: 5, is_ni_nm_handler: 1, is_main_canvas: 0 }),
        canvas({ first_node_id: 6 }),
      ]),
    ).toEqual([6]);
    expect(findOrphans(nodes, [canvas({ canvas_id: other, first_node_id: 5, is_ni_nm_handler: 0, is_main_canvas: 0 })])).toEqual([5]);
  });

  it('is not a node with only a connector parent', () => {
    expect(findOrphans([n(1, 'start', null), n(2, 'prompt', null, { connector_parent: [1] })], [canvas()])).toEqual([]);
  });
});
