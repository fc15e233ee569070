import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { refsOf } from '../test-support';

describe('queue_callback', () => {
  it('is a QforMe step hidden under a linked domain', () => {
    expect(registry.require('queue_callback')).toMatchObject({ group: 'QforMe', availability: { hiddenUnderLinkedDomain: true } });
    expect(refsOf('queue_callback', { skills: ['A'], confirmation_prompt_id: 1, callback_number: '{{7}}' })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'prompt', id: 1 },
    ]);
  });
});
