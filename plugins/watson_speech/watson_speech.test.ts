import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { branchesOf, ctxWith, diagnose, errorsOf, refs } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2, 3), ...refs('variable', 7, 8), ...refs('open_form_type', 4), ...refs('intent', 11, 12)]);

describe('watson_speech', () => {
  it('needs a language model; a customization id must be a GUID', () => {
    expect(errorsOf('watson_speech', { transcript_variable_id: 7, language_model: ' ', customization_id: 'abc' }, content)).toEqual({
      language_model: 'Language model is required.',
      customization_id: 'The customization id must be the GUID of a Watson custom model.',
    });
    expect(
      errorsOf('watson_speech', { transcript_variable_id: 7, customization_id: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9' }, content),
    ).toEqual({});
  });
  const grammar = (key: string, label: string, phrases: string) => ({ key, label, phrases });
  it('branches per grammar, then Otherwise; with no grammars only Otherwise', () => {
    expect(branchesOf('watson_speech', {}).map((b) => b.key)).toEqual(['otherwise']);
    const config = {
      transcript_variable_id: 7,
      grammars: [grammar('billing', 'Billing', 'bill, invoice'), grammar('agent', 'Agent', 'agent, a person')],
    };
    expect(branchesOf('watson_speech', config).map((b) => b.label)).toEqual(['Billing', 'Agent', 'Otherwise']);
    expect(diagnose('watson_speech', config, content)).toEqual([]);
  });
  it('needs a phrase in every grammar, and unique labels that are not Otherwise', () => {
    expect(
      errorsOf(
        'watson_speech',
        {
          transcript_variable_id: 7,
          grammars: [grammar('a', 'Billing', ' , '), grammar('b', 'billing', 'bill'), grammar('c', 'Otherwise', 'else')],
        },
        content,
      ),
    ).toEqual({
      'grammars.0.phrases': 'Enter at least one phrase.',
      'grammars.1.label': 'Grammar label must be unique.',
      'grammars.2.label': 'Otherwise is reserved for the default branch.',
    });
  });
});

describe('watson_speech quick replies', () => {
  it('offers each grammar by its label, saying its first phrase', () => {
    const def = registry.require('watson_speech');
    const config = def.config.parse({
      ...def.defaults(),
      grammars: [
        { key: 'symptoms', label: 'Symptoms', phrases: ' , fever, pain' },
        { key: 'prescription', label: 'Prescription', phrases: 'refill' },
      ],
    });
    expect(def.choices(config)).toEqual([
      { label: 'Symptoms', input: { text: 'fever' } },
      { label: 'Prescription', input: { text: 'refill' } },
    ]);
  });
});
