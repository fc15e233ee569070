import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2, 3), ...refs('variable', 7, 8), ...refs('open_form_type', 4), ...refs('intent', 11, 12)]);

describe('open_form', () => {
  const valid = {
    open_form_type_id: 4,
    prompt_id: 1,
    intents: [
      { key: 'billing', label: 'Billing', intent_id: 11 },
      { key: 'sales', label: 'Sales', intent_id: 12 },
    ],
    utterance_variable_id: 7,
  };
  it('accepts a complete form', () => expect(diagnose('open_form', valid, content)).toEqual([]));
  it('needs an open form type, a question and intents', () => {
    expect(errorsOf('open_form', { intents: [] })).toEqual({
      open_form_type_id: 'Open form type is required.',
      prompt_id: 'Prompt is required.',
      intents: 'Add at least one intent.',
    });
  });
  it('refuses repeated intents, a missing intent, and Otherwise as a label', () => {
    expect(
      errorsOf(
        'open_form',
        {
          ...valid,
          intents: [
            { key: 'a', label: 'Otherwise', intent_id: 11 },
            { key: 'b', label: 'B', intent_id: 11 },
            { key: 'c', label: 'C', intent_id: null },
          ],
        },
        content,
      ),
    ).toEqual({
      'intents.0.label': 'Otherwise is reserved for the default branch.',
      'intents.1.intent_id': 'Intent must be unique.',
      'intents.2.intent_id': 'Intent is required.',
    });
  });
  it('reports content that is gone', () => {
    expect(errorsOf('open_form', { ...valid, open_form_type_id: 9, no_match_prompt_id: 99 }, content)).toEqual({
      open_form_type_id: 'The selected open form type no longer exists.',
      no_match_prompt_id: 'The selected prompt no longer exists.',
    });
  });
  it('references its form type, prompts, intents and variable once each, in the order of its settings', () => {
    expect(refsOf('open_form', { ...valid, no_input_prompt_id: 1, no_match_prompt_id: 2 })).toEqual([
      { model: 'open_form_type', id: 4 },
      { model: 'prompt', id: 1 },
      { model: 'intent', id: 11 },
      { model: 'intent', id: 12 },
      { model: 'prompt', id: 2 },
      { model: 'variable', id: 7 },
    ]);
  });
  it('branches per intent, then Otherwise', () => {
    expect(branchesOf('open_form', valid).map((b) => [b.key, b.label, b.removable])).toEqual([
      ['billing', 'Billing', true],
      ['sales', 'Sales', true],
      ['otherwise', 'Otherwise', false],
    ]);
  });
});
