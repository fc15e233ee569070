import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2), ...refs('variable', 7, 8)]);

describe('cancel_third_party_transfer', () => {
  it('has only an optional prompt', () => {
    expect(diagnose('cancel_third_party_transfer', {})).toEqual([]);
    expect(errorsOf('cancel_third_party_transfer', { prompt_id: 3 }, content)).toEqual({
      prompt_id: 'The selected prompt no longer exists.',
    });
    expect(refsOf('cancel_third_party_transfer', { prompt_id: 1 })).toEqual([{ model: 'prompt', id: 1 }]);
  });
});
