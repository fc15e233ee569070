import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from './support';

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

describe('record', () => {
  it('needs the variable that receives the recording', () => {
    expect(errorsOf('record', {})).toEqual({ recording_variable_id: 'Recording variable is required.' });
    expect(diagnose('record', { recording_variable_id: 7, prompt_id: 1 }, content)).toEqual([]);
  });
  it('defaults to 120 seconds, a beep and # to finish', () => {
    expect(refsOf('record', {})).toEqual([]);
    expect(diagnose('record', { recording_variable_id: 7, max_seconds: 5000 }, content)).toEqual([
      { path: 'max_seconds', message: 'Enter a whole number from 1 to 3600.', severity: 'error' },
    ]);
    expect(diagnose('record', { recording_variable_id: 7, finish_key: 'A' }, content)[0]).toMatchObject({ path: 'finish_key' });
  });
  it('references its prompt and variable', () => {
    expect(refsOf('record', { prompt_id: 2, recording_variable_id: 8 })).toEqual([
      { model: 'prompt', id: 2 },
      { model: 'variable', id: 8 },
    ]);
  });
});

describe('prompt_recorder', () => {
  it('needs the prompt to record, which is not its own instruction', () => {
    expect(errorsOf('prompt_recorder', {})).toEqual({ target_prompt_id: 'Prompt to record is required.' });
    expect(errorsOf('prompt_recorder', { target_prompt_id: 1, instruction_prompt_id: 1 }, content)).toEqual({
      instruction_prompt_id: 'The instruction prompt cannot be the prompt being recorded.',
    });
    expect(diagnose('prompt_recorder', { target_prompt_id: 1, instruction_prompt_id: 2 }, content)).toEqual([]);
  });
  it('references both prompts', () => {
    expect(refsOf('prompt_recorder', { target_prompt_id: 1, instruction_prompt_id: 2 })).toEqual([
      { model: 'prompt', id: 1 },
      { model: 'prompt', id: 2 },
    ]);
  });
});

describe.each(['cloud_stt', 'watson_speech'])('%s', (type) => {
  it('needs a transcript variable and checks its optional prompt and confidence variable', () => {
    expect(errorsOf(type, {})).toEqual({ transcript_variable_id: 'Transcript variable is required.' });
    expect(errorsOf(type, { transcript_variable_id: 7, confidence_variable_id: 9, prompt_id: 1 }, content)).toEqual({
      confidence_variable_id: 'The selected variable no longer exists.',
    });
    expect(diagnose(type, { transcript_variable_id: 7, confidence_variable_id: 8, prompt_id: 1 }, content)).toEqual([]);
  });
  it('references its prompt and variables', () => {
    expect(refsOf(type, { transcript_variable_id: 7, confidence_variable_id: 8, prompt_id: 3 })).toEqual([
      { model: 'prompt', id: 3 },
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
  });
});

describe('cloud_stt', () => {
  it('needs a language tag', () => {
    expect(errorsOf('cloud_stt', { transcript_variable_id: 7, language: 'english' }, content)).toEqual({
      language: 'Language must be a language tag such as en-US.',
    });
    expect(errorsOf('cloud_stt', { transcript_variable_id: 7, language: 'pt-BR' }, content)).toEqual({});
  });
  it('offers Deepgram only to accounts with the deepgram-built-in-form feature', () => {
    expect(errorsOf('cloud_stt', { transcript_variable_id: 7, provider: 'deepgram' }, content)).toEqual({
      provider: 'Deepgram is not enabled for this account.',
    });
    const withFlag = ctxWith([...refs('variable', 7)], { features: ['studio.deepgram-built-in-form.temp'] });
    expect(diagnose('cloud_stt', { transcript_variable_id: 7, provider: 'deepgram' }, withFlag)).toEqual([]);
  });
});

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

describe('set_voice', () => {
  it('needs a voice and a language tag', () => {
    expect(errorsOf('set_voice', { language: 'x' })).toEqual({
      tts_voice: 'Voice is required.',
      language: 'Language must be a language tag such as en-US.',
    });
    expect(diagnose('set_voice', { tts_voice: 'en-US-Neural2-F' })).toEqual([]);
  });
  it('keeps the speaking rate between 25 and 400 percent', () => {
    expect(errorsOf('set_voice', { tts_voice: 'v', speaking_rate: 10 })).toEqual({ speaking_rate: 'Enter a whole number from 25 to 400.' });
  });
});

describe('pause', () => {
  it('waits one second by default, from 100 ms to one minute', () => {
    expect(diagnose('pause', {})).toEqual([]);
    expect(errorsOf('pause', { duration_ms: 50 })).toEqual({ duration_ms: 'Enter a whole number from 100 to 60000.' });
    expect(refsOf('pause', {})).toEqual([]);
  });
});

describe('hangup_header', () => {
  it('needs headers named X-… with unique names', () => {
    expect(errorsOf('hangup_header', { sip_headers: [] })).toEqual({ sip_headers: 'Add at least one header.' });
    expect(
      errorsOf('hangup_header', {
        sip_headers: [
          { name: 'Reason', value: 'a' },
          { name: 'X-Id', value: '1' },
          { name: 'x-id', value: '2' },
          { name: '', value: '' },
        ],
      }),
    ).toEqual({
      'sip_headers.0.name': 'A custom SIP header name must start with X- and contain only letters, digits and dashes.',
      'sip_headers.2.name': 'Header name must be unique.',
      'sip_headers.3.name': 'Header name is required.',
    });
  });
  it('checks and references the variables of header values', () => {
    expect(errorsOf('hangup_header', { sip_headers: [{ name: 'X-Case', value: '{{7}}-{{9}}' }] }, content)).toEqual({
      'sip_headers.0.value': 'The text refers to a variable that no longer exists ({{9}}).',
    });
    expect(
      refsOf('hangup_header', {
        sip_headers: [
          { name: 'X-Case', value: '{{7}}' },
          { name: 'X-B', value: '{{7}}{{8}}' },
        ],
      }),
    ).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
  });
});
