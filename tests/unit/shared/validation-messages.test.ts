import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@shared/api/common';
import { fieldLabel } from '@shared/field-label';

// Schema problems reach users in words, named after their field: never 'Invalid input: expected string,
// received undefined' or 'Too small: expected number to be >=8'. A schema's own message still wins.
const problem = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('the words for a schema problem', () => {
  it('name the field from its path', () => {
    expect(fieldLabel(['task_name'])).toBe('Task name');
    expect(fieldLabel(['ac_id'])).toBe('Account');
    expect(fieldLabel(['texts', 0, 'language'])).toBe('Language');
    expect(fieldLabel(['tts_voice_id'])).toBe('TTS voice');
    expect(fieldLabel([])).toBe('This field');
  });

  it('say what is missing, too short, too long, out of range or not a choice', () => {
    const body = z.object({
      task_name: z.string().trim().min(1).max(255),
      min_length: z.number().int().min(8),
      kind: z.enum(['voice', 'chat']),
      email: z.email(),
      ac_id: z.number(),
    });
    const valid = { task_name: 'Main', min_length: 8, kind: 'voice', email: 'a@b.co', ac_id: 1 };
    expect(problem(body, { ...valid, task_name: undefined })).toBe('Task name is required.');
    expect(problem(body, { ...valid, task_name: '   ' })).toBe('Task name is required.');
    expect(problem(body, { ...valid, task_name: 'x'.repeat(256) })).toBe('Task name may not be longer than 255 characters.');
    expect(problem(body, { ...valid, min_length: 7 })).toBe('Min length must be at least 8.');
    expect(problem(body, { ...valid, min_length: 'eight' })).toBe('Min length must be a number.');
    expect(problem(body, { ...valid, kind: 'fax' })).toBe('Kind must be one of: voice, chat.');
    expect(problem(body, { ...valid, email: 'nope' })).toBe('Email must be a valid e-mail address.');
    expect(problem(body, { ...valid, ac_id: 'x' })).toBe('Account must be chosen from the list.');
    expect(problem(z.string().min(1, 'The canvas name is required.'), '')).toBe('The canvas name is required.');
  });
});

describe('an error line in a notice', () => {
  it('drops the field key before a sentence and names the field in words before a rule', async () => {
    const { withoutField } = await import('@client/api/http');
    expect(withoutField('task_name: Task name is required.')).toBe('Task name is required.');
    expect(withoutField('ani: must be a phone number of up to 20 digits')).toBe('ANI must be a phone number of up to 20 digits');
    expect(withoutField('Operation Failed')).toBe('Operation Failed');
  });
});
