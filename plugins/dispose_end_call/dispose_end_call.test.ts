import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { refsOf } from '../test-support';

describe('dispose_end_call', () => {
  it('ends the call at a leaf, optionally after a goodbye prompt', () => {
    expect(registry.require('dispose_end_call')).toMatchObject({
      category: 'no_child',
      availability: { leafOnly: true, hiddenUnderLinkedDomain: true },
    });
    expect(refsOf('dispose_end_call', { disposition: 'x', goodbye_prompt_id: 1 })).toEqual([{ model: 'prompt', id: 1 }]);
  });
});
