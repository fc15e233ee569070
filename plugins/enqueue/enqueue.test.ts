import { describe, expect, it } from 'vitest';
import { errorsOf, refsOf } from '../test-support';

describe('enqueue', () => {
  it('waits without limit by default, or up to a day', () => {
    expect(errorsOf('enqueue', { queue_name: 'Callback queue', skills: ['Sales'], max_wait_seconds: 90_000 })).toEqual({
      max_wait_seconds: 'Enter a whole number from 0 to 86400.',
    });
    expect(errorsOf('enqueue', { skills: ['Sales'] })).toEqual({ queue_name: 'Queue is required.' });
    expect(errorsOf('queue_callback', { skills: ['Sales'], queue_name: 'q'.repeat(101) })).toEqual({
      queue_name: 'Queue must be at most 100 characters.',
    });
    expect(refsOf('enqueue', { skills: ['Sales'], hold_prompt_id: 1 })).toEqual([{ model: 'prompt', id: 1 }]);
  });
});
