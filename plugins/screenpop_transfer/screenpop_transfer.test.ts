import { describe, expect, it } from 'vitest';
import { errorsOf, refsOf } from '../test-support';

describe('screenpop_transfer', () => {
  it('needs the page to open, as an http(s) address', () => {
    expect(errorsOf('screenpop_transfer', { skills: ['Sales'] })).toEqual({ screenpop_url: 'Screen pop URL is required.' });
    expect(errorsOf('screenpop_transfer', { skills: ['Sales'], screenpop_url: 'crm/case/1' })).toEqual({
      screenpop_url: 'Screen pop URL must be a full http:// or https:// address.',
    });
    expect(refsOf('screenpop_transfer', { screenpop_url: 'https://crm.example.com/{{7}}' })).toEqual([{ model: 'variable', id: 7 }]);
  });
});
