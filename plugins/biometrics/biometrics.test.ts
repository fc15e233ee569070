import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1), ...refs('variable', 7, 8, 9)]);

describe('biometrics', () => {
  it('needs whose voiceprint; branches follow the mode under the same keys', () => {
    expect(errorsOf('biometrics', {})).toEqual({ speaker_id: 'Speaker id is required.' });
    expect(diagnose('biometrics', { speaker_id: '{{7}}', prompt_id: 1, score_variable_id: 8 }, content)).toEqual([]);
    expect(branchesOf('biometrics', {}).map((b) => [b.key, b.label])).toEqual([
      ['success', 'Verified'],
      ['failure', 'Not verified'],
    ]);
    expect(branchesOf('biometrics', { mode: 'enroll' }).map((b) => [b.key, b.label])).toEqual([
      ['success', 'Enrolled'],
      ['failure', 'Not enrolled'],
    ]);
    expect(errorsOf('biometrics', { speaker_id: 'x', min_score: 101 })).toEqual({ min_score: 'Enter a whole number from 0 to 100.' });
  });
  it('references the speaker variable, prompt and score variable', () => {
    expect(refsOf('biometrics', { speaker_id: '{{7}}', prompt_id: 1, score_variable_id: 8 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'prompt', id: 1 },
      { model: 'variable', id: 8 },
    ]);
  });
});
