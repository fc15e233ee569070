import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1), ...refs('variable', 7, 8, 9)]);

describe('check_waiter', () => {
  it('looks in its queue, in any skill by default, and branches Waiting / Not waiting', () => {
    expect(diagnose('check_waiter', { queue_name: 'Callback queue' })).toEqual([]);
    expect(errorsOf('check_waiter', { skills: ['A', 'a'], position_variable_id: 4 }, content)).toEqual({
      queue_name: 'Queue is required.',
      'skills.1': 'Skill must be unique.',
      position_variable_id: 'The selected variable no longer exists.',
    });
    expect(branchesOf('check_waiter', {}).map((b) => [b.key, b.label])).toEqual([
      ['success', 'Waiting'],
      ['failure', 'Not waiting'],
    ]);
    expect(refsOf('check_waiter', { callback_number: '{{7}}', position_variable_id: 8 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
  });
});
