import { describe, expect, it } from 'vitest';
import { diagnose, errorsOf, refsOf, servicesContent } from '../test-support';

const content = servicesContent();

describe('send_email', () => {
  const valid = { to: 'ops@example.com, {{7}}', subject: 'Call from {{8}}', body: 'Summary: {{9}}' };
  it('accepts addresses and variables', () => expect(diagnose('send_email', valid, content)).toEqual([]));
  it('needs a recipient, a subject and a body', () => {
    expect(errorsOf('send_email', {})).toEqual({ to: 'To is required.', subject: 'Subject is required.', body: 'Body is required.' });
  });
  it('refuses an address that is not one', () => {
    expect(errorsOf('send_email', { ...valid, cc: 'a@example.com; nobody' }, content)).toEqual({
      cc: "'nobody' is not a valid email address.",
    });
  });
  it('references the variables of every text and the attachment', () => {
    expect(refsOf('send_email', { ...valid, attachment_file_id: 5 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
      { model: 'file', id: 5 },
    ]);
  });
});
