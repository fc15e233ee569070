import { describe, expect, it } from 'vitest';
import { diagnose, errorsOf, refsOf } from '../test-support';

describe('dequeue', () => {
  it('leaves every queue by default, or the queue named, or the skills given', () => {
    expect(diagnose('dequeue', {})).toEqual([]);
    expect(diagnose('dequeue', { queue_name: 'Callback queue' })).toEqual([]);
    expect(errorsOf('dequeue', { scope: 'skills' })).toEqual({ skills: 'Add at least one skill.' });
    expect(diagnose('dequeue', { scope: 'skills', skills: ['Sales'] })).toEqual([]);
    expect(refsOf('dequeue', {})).toEqual([]);
  });
});
