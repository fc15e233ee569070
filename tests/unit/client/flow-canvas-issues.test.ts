import { describe, expect, it } from 'vitest';
import { nodeLookup } from '@client/features/authoring/callflow/diagnostics/useNodeIssues';
import { n, voiceFlow } from '../flow/fixtures';

describe("the canvas badges' node look-up", () => {
  it('finds the nodes the node picker offers: not condition children, not same-node entries, not unknown ids', () => {
    const exists = nodeLookup([...voiceFlow(), n(30, 'same_node', 2)]);
    expect(exists(7)).toBe(true);
    expect(exists(3)).toBe(true);
    // Node 4 is the condition "1: Sales" of the menu; 30 a same-node entry; 99 is no node of the task.
    expect(exists(4)).toBe(false);
    expect(exists(30)).toBe(false);
    expect(exists(99)).toBe(false);
  });
});
