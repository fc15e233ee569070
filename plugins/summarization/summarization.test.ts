import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8), ...refs('datastore', 4), ...refs('intent', 11, 12)]);

describe('summarization', () => {
  it('summarises the conversation into a variable with Generative AI or Five9 WFA', () => {
    expect(errorsOf('summarization', {})).toEqual({ output_variable_id: 'Output variable is required.' });
    expect(diagnose('summarization', { action_type: 'five9_wfa', output_variable_id: 8 }, content)).toEqual([]);
    expect(diagnose('summarization', { action_type: 'dialogflow', output_variable_id: 8 }, content)[0]).toMatchObject({
      path: 'action_type',
    });
  });
  it('needs the text when it summarises a text', () => {
    expect(errorsOf('summarization', { source: 'text', output_variable_id: 8 }, content)).toEqual({
      input_text: 'Input text is required.',
    });
    expect(refsOf('summarization', { source: 'text', input_text: '{{7}}', instructions: '{{7}}', output_variable_id: 8 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
  });
  it('limits the summary to 10–1000 words', () => {
    expect(errorsOf('summarization', { output_variable_id: 8, max_words: 5 }, content)).toEqual({
      max_words: 'Enter a whole number from 10 to 1000.',
    });
  });
});
