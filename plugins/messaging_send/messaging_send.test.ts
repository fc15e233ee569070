import { describe, expect, it } from 'vitest';
import { diagnose, refsOf } from '../test-support';

describe('messaging_send', () => {
  it('references and checks its attachment', () => {
    expect(refsOf('messaging_send', { text: 'x', attachment_file_id: 2 })).toEqual([{ model: 'file', id: 2 }]);
    expect(diagnose('messaging_send', { text: 'x', attachment_file_id: 2 })).toEqual([
      { path: 'attachment_file_id', message: 'The selected file no longer exists.', severity: 'error' },
    ]);
  });
});
