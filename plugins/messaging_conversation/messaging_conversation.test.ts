import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8), ...refs('form_type', 3), ...refs('file', 5)]);

describe('messaging_conversation', () => {
  it('needs a question and the variable for the answer', () => {
    expect(errorsOf('messaging_conversation', {})).toEqual({
      text: 'Question is required.',
      answer_variable_id: 'Answer variable is required.',
    });
    expect(diagnose('messaging_conversation', { text: 'Your order number, {{8}}?', answer_variable_id: 7 }, content)).toEqual([]);
  });
  it('waits 5 seconds to a day', () => {
    expect(errorsOf('messaging_conversation', { text: 'x', answer_variable_id: 7, wait_seconds: 1 }, content)).toEqual({
      wait_seconds: 'Enter a whole number from 5 to 86400.',
    });
  });
  it('references its variables and branches Answered / No answer', () => {
    expect(refsOf('messaging_conversation', { text: '{{8}}', answer_variable_id: 7 })).toEqual([
      { model: 'variable', id: 8 },
      { model: 'variable', id: 7 },
    ]);
    expect(branchesOf('messaging_conversation', {})).toEqual([
      { key: 'success', label: 'Answered', removable: true },
      { key: 'failure', label: 'No answer', removable: true },
    ]);
  });
});
