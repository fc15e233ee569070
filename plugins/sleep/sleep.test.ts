import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { diagnose, errorsOf, fieldsOf, refsOf } from '../test-support';

describe('sleep', () => {
  it('sleeps an hour by default, up to a week, in workflow tasks only, at a leaf', () => {
    expect(diagnose('sleep', {})).toEqual([]);
    expect(errorsOf('sleep', { duration_minutes: 20_000 })).toEqual({ duration_minutes: 'Enter a whole number from 1 to 10080.' });
    expect(registry.require('sleep').availability).toMatchObject({
      leafOnly: true,
      hiddenForTaskTypes: ['voice', 'messaging', 'chatbot', 'whatsapp'],
    });
    expect(registry.require('sleep').category).toBe('one_child');
  });
});

/**
 * references() of a type whose settings name no content: what they use is in their own config (percentages,
 * a duration, a voice name), so they add nothing to the usage index or to an export's dependencies. The schema
 * is checked too: a content id, a variable text or an expression added later needs references() to list it.
 */
describe('references() of a type that names no content', () => {
  it('sleep: a duration only, no content', () => {
    expect(fieldsOf('sleep')).toEqual(['duration_minutes: number']);
    expect(refsOf('sleep', {})).toEqual([]);
    expect(refsOf('sleep', { duration_minutes: 1440 })).toEqual([]);
  });
});
