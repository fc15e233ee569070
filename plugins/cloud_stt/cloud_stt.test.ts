import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2, 3), ...refs('variable', 7, 8), ...refs('open_form_type', 4), ...refs('intent', 11, 12)]);

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
