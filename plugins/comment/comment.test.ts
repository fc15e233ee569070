import { describe, expect, it } from 'vitest';
import { diagnose, errorsOf, refsOf } from '../test-support';

describe('comment', () => {
  it('is a note that needs its text', () => {
    expect(errorsOf('comment', {})).toEqual({ text: 'Comment is required.' });
    expect(diagnose('comment', { text: 'Ask legal before changing this branch.' })).toEqual([]);
    expect(refsOf('comment', { text: '{{7}}' })).toEqual([]);
  });
});
