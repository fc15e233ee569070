import { describe, expect, it } from 'vitest';
import { buildTree } from '@shared/flow';
import { moveSelection } from '@client/features/authoring/callflow/navigation';
import { flowNode } from '@shared/api/flow';

const node = (id: number, pid: number | null, type = 'prompt', category = 'one_child', position = 0) =>
  flowNode.parse({ node_id: id, node_name: `N${id}`, task_id: 1, ac_id: 1, canvas_id: 1, pid, position, node_type: type, category });

// start → menu → (cond A → prompt 5, cond B → hangup 6)
const tree = buildTree([
  node(1, null, 'start', 'system'),
  node(2, 1, 'menu', 'multiple_child'),
  node(3, 2, 'condition_label', 'system', 0),
  node(4, 2, 'condition_label', 'system', 1),
  node(5, 3),
  node(6, 4, 'hangup', 'no_child'),
]);

describe('arrow-key navigation on the canvas', () => {
  it('selects the first root when nothing is selected', () => {
    expect(moveSelection(tree, null, 'child')).toBe('n1');
  });
  it('goes down to the first child and up to the parent', () => {
    expect(moveSelection(tree, 'n1', 'child')).toBe('n2');
    expect(moveSelection(tree, 'n2', 'child')).toBe('n3');
    expect(moveSelection(tree, 'n3', 'parent')).toBe('n2');
  });
  it('moves between siblings and stays at the ends', () => {
    expect(moveSelection(tree, 'n3', 'next')).toBe('n4');
    expect(moveSelection(tree, 'n4', 'previous')).toBe('n3');
    expect(moveSelection(tree, 'n4', 'next')).toBe('n4');
    expect(moveSelection(tree, 'n3', 'previous')).toBe('n3');
  });
  it('stays on a root going up and on a leaf going down', () => {
    expect(moveSelection(tree, 'n1', 'parent')).toBe('n1');
    expect(moveSelection(tree, 'n6', 'child')).toBe('n6');
  });
});
