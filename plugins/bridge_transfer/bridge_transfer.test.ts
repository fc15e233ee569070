import { describe, expect, it } from 'vitest';
import { branchesOf, errorsOf } from '../test-support';

describe('bridge_transfer', () => {
  it('rings 5 to 120 seconds and branches Completed / Not answered', () => {
    expect(errorsOf('bridge_transfer', { destination: '+4930123456', ring_seconds: 2 })).toEqual({
      ring_seconds: 'Enter a whole number from 5 to 120.',
    });
    expect(branchesOf('bridge_transfer', {})).toEqual([
      { key: 'success', label: 'Completed', removable: true },
      { key: 'failure', label: 'Not answered', removable: true },
    ]);
  });
});
