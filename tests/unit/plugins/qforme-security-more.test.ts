import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from './support';

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

describe('queue_callback', () => {
  it('is a QforMe step hidden under a linked domain', () => {
    expect(registry.require('queue_callback')).toMatchObject({ group: 'QforMe', availability: { hiddenUnderLinkedDomain: true } });
    expect(refsOf('queue_callback', { skills: ['A'], confirmation_prompt_id: 1, callback_number: '{{7}}' })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'prompt', id: 1 },
    ]);
  });
});

describe('payment', () => {
  const valid = { amount_variable_id: 7, currency: 'EUR', description: 'Invoice {{8}}', transaction_variable_id: 9 };
  it('takes the amount from a variable, in a currency of the spec', () => {
    expect(diagnose('payment', valid, content)).toEqual([]);
    expect(errorsOf('payment', {})).toEqual({ amount_variable_id: 'Amount variable is required.' });
    expect(diagnose('payment', { ...valid, currency: 'JPY' }, content)[0]).toMatchObject({ path: 'currency' });
  });
  it('checks its optional variables and attempts', () => {
    expect(errorsOf('payment', { ...valid, currency_variable_id: 3, error_variable_id: 4 }, content)).toEqual({
      currency_variable_id: 'The selected variable no longer exists.',
      error_variable_id: 'The selected variable no longer exists.',
    });
    expect(errorsOf('payment', { ...valid, max_attempts: 9 }, content)).toEqual({ max_attempts: 'Enter a whole number from 1 to 5.' });
  });
  it('references every variable once and branches Approved / Declined', () => {
    expect(refsOf('payment', { ...valid, currency_variable_id: 8, error_variable_id: 9 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
    ]);
    expect(branchesOf('payment', {}).map((b) => b.label)).toEqual(['Approved', 'Declined']);
  });
});

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

describe.each(['disposition', 'dispose_end_call'])('%s', (type) => {
  it('needs a disposition; notes may use variables', () => {
    expect(errorsOf(type, {})).toEqual({ disposition: 'Disposition is required.' });
    expect(diagnose(type, { disposition: 'Resolved', notes: 'Order {{7}}' }, content)).toEqual([]);
    expect(errorsOf(type, { disposition: 'Resolved', notes: '{{3}}' }, content)).toEqual({
      notes: 'The text refers to a variable that no longer exists ({{3}}).',
    });
    expect(refsOf(type, { disposition: 'Resolved', notes: '{{7}}' })).toEqual([{ model: 'variable', id: 7 }]);
  });
});

describe('dispose_end_call', () => {
  it('ends the call at a leaf, optionally after a goodbye prompt', () => {
    expect(registry.require('dispose_end_call')).toMatchObject({
      category: 'no_child',
      availability: { leafOnly: true, hiddenUnderLinkedDomain: true },
    });
    expect(refsOf('dispose_end_call', { disposition: 'x', goodbye_prompt_id: 1 })).toEqual([{ model: 'prompt', id: 1 }]);
  });
});

describe('comment', () => {
  it('is a note that needs its text', () => {
    expect(errorsOf('comment', {})).toEqual({ text: 'Comment is required.' });
    expect(diagnose('comment', { text: 'Ask legal before changing this branch.' })).toEqual([]);
    expect(refsOf('comment', { text: '{{7}}' })).toEqual([]);
  });
});
