import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1), ...refs('variable', 7, 8, 9)]);

describe('add_to_queue', () => {
  it('needs its queue and skills; the callback number defaults to the caller and must be a number when given', () => {
    expect(errorsOf('add_to_queue', { callback_number: 'home' })).toEqual({
      queue_name: 'Queue is required.',
      skills: 'Add at least one skill.',
      callback_number: 'Callback number must be a phone number (digits, optionally with a leading +) or a sip: address.',
    });
    expect(
      diagnose(
        'add_to_queue',
        {
          queue_name: 'Callback queue',
          skills: ['Support'],
          callback_number: '{{7}}',
          confirmation_prompt_id: 1,
          position_variable_id: 8,
          wait_time_variable_id: 9,
        },
        content,
      ),
    ).toEqual([]);
  });
  it('references its number, prompt and variables', () => {
    expect(
      refsOf('add_to_queue', {
        skills: ['Support'],
        callback_number: '{{7}}',
        confirmation_prompt_id: 1,
        position_variable_id: 8,
        wait_time_variable_id: 9,
      }),
    ).toEqual([
      { model: 'variable', id: 7 },
      { model: 'prompt', id: 1 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
    ]);
  });
});
