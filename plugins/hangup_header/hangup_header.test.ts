import { describe, expect, it } from 'vitest';
import { ctxWith, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2, 3), ...refs('variable', 7, 8), ...refs('open_form_type', 4), ...refs('intent', 11, 12)]);

describe('hangup_header', () => {
  it('needs headers named X-… with unique names', () => {
    expect(errorsOf('hangup_header', { sip_headers: [] })).toEqual({ sip_headers: 'Add at least one header.' });
    expect(
      errorsOf('hangup_header', {
        sip_headers: [
          { name: 'Reason', value: 'a' },
          { name: 'X-Id', value: '1' },
          { name: 'x-id', value: '2' },
          { name: '', value: '' },
        ],
      }),
    ).toEqual({
      'sip_headers.0.name': 'A custom SIP header name must start with X- and contain only letters, digits and dashes.',
      'sip_headers.2.name': 'Header name must be unique.',
      'sip_headers.3.name': 'Header name is required.',
    });
  });
  it('checks and references the variables of header values', () => {
    expect(errorsOf('hangup_header', { sip_headers: [{ name: 'X-Case', value: '{{7}}-{{9}}' }] }, content)).toEqual({
      'sip_headers.0.value': 'The text refers to a variable that no longer exists ({{9}}).',
    });
    expect(
      refsOf('hangup_header', {
        sip_headers: [
          { name: 'X-Case', value: '{{7}}' },
          { name: 'X-B', value: '{{7}}{{8}}' },
        ],
      }),
    ).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
  });
});
