import { describe, expect, it } from 'vitest';
import { diagnose, errorsOf, refsOf } from '../test-support';

describe('pause', () => {
  it('waits one second by default, from 100 ms to one minute', () => {
    expect(diagnose('pause', {})).toEqual([]);
    expect(errorsOf('pause', { duration_ms: 50 })).toEqual({ duration_ms: 'Enter a whole number from 100 to 60000.' });
    expect(refsOf('pause', {})).toEqual([]);
  });
});
