import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2, 3), ...refs('variable', 7, 8), ...refs('open_form_type', 4), ...refs('intent', 11, 12)]);

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
