import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '@plugins/test-support';

const content = ctxWith([...refs('prompt', 1), ...refs('variable', 7, 8, 9)]);

describe.each(['disposition', 'dispose_end_call'])('%s', (type) => {
  it('needs a disposition; notes may use variables', () => {
    expect(errorsOf(type, {})).toEqual({ disposition: 'Disposition is required.' });
    expect(diagnose(type, { disposition: 'Resolved', notes: 'Order {{7}}' }, content)).toEqual([]);
    expect(errorsOf(type, { disposition: 'Resolved', notes: '{{3}}' }, content)).toEqual({
      notes: 'The text refers to a variable that no longer exists ({{3}}).',
    });
    expect(refsOf(type, { disposition: 'Resolved', notes: '{{7}}' })).toEqual([{ model: 'variable', id: 7 }]);
  });
});
