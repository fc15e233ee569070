import { describe, expect, it } from 'vitest';
import { aiActionTypeLabels, aiActionTypes, aiPromptModes } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8), ...refs('datastore', 4), ...refs('intent', 11, 12)]);

describe('AI types of the spec', () => {
  it('has the action types and prompt modes of spec 2 §9, with their shown names', () => {
    expect(aiActionTypes).toEqual(['dialogflow', 'open_ai', 'five9_wfa']);
    expect(aiActionTypeLabels).toEqual({ dialogflow: 'Dialogflow', open_ai: 'Generative AI', five9_wfa: 'Five9 WFA' });
    expect(aiPromptModes).toEqual(['detect_intent', 'summary', 'custom_prompt', 'datastore_faq']);
  });
  it('needs a domain for knowledge distiller and AI custom prompt, hides them under a linked domain, and gates the AI prompt node', () => {
    for (const t of ['knowledge_distiller', 'ai_custom_prompt']) {
      expect(registry.require(t).availability).toMatchObject({ needsDomain: true, hiddenUnderLinkedDomain: true });
    }
    expect(registry.require('ai_custom_prompt').availability.requiresFeature).toBe('ai-prompt-node');
    expect(registry.require('summarization').availability).toMatchObject({ needsDomain: false, hiddenUnderLinkedDomain: false });
  });
});

describe('ai_custom_prompt', () => {
  it('custom_prompt: needs prompt text, input and an output variable; branches Success / Failure', () => {
    expect(errorsOf('ai_custom_prompt', {})).toEqual({
      prompt_text: 'Prompt text is required.',
      input_text: 'Input text is required.',
      output_variable_id: 'Output variable is required.',
    });
    expect(
      diagnose('ai_custom_prompt', { prompt_text: 'Classify the tone.', input_text: '{{7}}', output_variable_id: 8 }, content),
    ).toEqual([]);
    expect(branchesOf('ai_custom_prompt', {}).map((b) => b.key)).toEqual(['success', 'failure']);
  });
  it('summary: the input may be left to the conversation', () => {
    expect(diagnose('ai_custom_prompt', { prompt_mode: 'summary', output_variable_id: 8 }, content)).toEqual([]);
  });
  it('datastore_faq: needs the datastore the answers come from', () => {
    expect(errorsOf('ai_custom_prompt', { prompt_mode: 'datastore_faq', input_text: '{{7}}', output_variable_id: 8 }, content)).toEqual({
      data_store_id: 'Datastore is required.',
    });
    expect(
      errorsOf('ai_custom_prompt', { prompt_mode: 'datastore_faq', input_text: '{{7}}', output_variable_id: 8, data_store_id: 5 }, content),
    ).toEqual({
      data_store_id: 'The selected datastore no longer exists.',
    });
    expect(
      refsOf('ai_custom_prompt', { prompt_mode: 'datastore_faq', input_text: '{{7}}', output_variable_id: 8, data_store_id: 4 }),
    ).toEqual([
      { model: 'variable', id: 7 },
      { model: 'datastore', id: 4 },
      { model: 'variable', id: 8 },
    ]);
  });
  it('detect_intent: branches per intent then Otherwise; the output variable is optional', () => {
    const config = {
      action_type: 'dialogflow',
      prompt_mode: 'detect_intent',
      input_text: '{{7}}',
      intents: [
        { key: 'pay', label: 'Pay a bill', intent_id: 11 },
        { key: 'move', label: 'Move house', intent_id: 12 },
      ],
    };
    expect(diagnose('ai_custom_prompt', config, content)).toEqual([]);
    expect(branchesOf('ai_custom_prompt', config).map((b) => b.label)).toEqual(['Pay a bill', 'Move house', 'Otherwise']);
    expect(refsOf('ai_custom_prompt', config)).toEqual([
      { model: 'variable', id: 7 },
      { model: 'intent', id: 11 },
      { model: 'intent', id: 12 },
    ]);
    expect(errorsOf('ai_custom_prompt', { ...config, intents: [] }, content)).toEqual({ intents: 'Add at least one intent.' });
    expect(
      errorsOf(
        'ai_custom_prompt',
        {
          ...config,
          intents: [
            { key: 'a', label: 'A', intent_id: 11 },
            { key: 'a', label: 'B', intent_id: 13 },
          ],
        },
        content,
      ),
    ).toEqual({
      'intents.1.key': 'Intent key must be unique.',
      'intents.1.intent_id': 'The selected intent no longer exists.',
    });
  });
  it('Dialogflow can only detect intents', () => {
    expect(
      errorsOf('ai_custom_prompt', { action_type: 'dialogflow', prompt_text: 'x', input_text: 'y', output_variable_id: 8 }, content),
    ).toEqual({
      prompt_mode: 'Dialogflow can only detect intents.',
    });
  });
  it('refuses an action type or mode outside the spec', () => {
    expect(diagnose('ai_custom_prompt', { action_type: 'gemini' })[0]).toMatchObject({ path: 'action_type' });
    expect(diagnose('ai_custom_prompt', { prompt_mode: 'translate' })[0]).toMatchObject({ path: 'prompt_mode' });
  });
});
