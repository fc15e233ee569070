import { describe, expect, it } from 'vitest';
import { diagnose, refsOf } from '../test-support';

describe('hangup', () => {
  it('needs nothing, and checks an optional goodbye prompt', () => {
    expect(diagnose('hangup', {})).toEqual([]);
    expect(diagnose('hangup', { goodbye_prompt_id: 3 })).toEqual([
      { path: 'goodbye_prompt_id', message: 'The selected prompt no longer exists.', severity: 'error' },
    ]);
    expect(refsOf('hangup', { goodbye_prompt_id: 3 })).toEqual([{ model: 'prompt', id: 3 }]);
  });
});
