import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2, 3), ...refs('variable', 7, 8), ...refs('open_form_type', 4), ...refs('intent', 11, 12)]);

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
