import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from './support';

const content = ctxWith([
  ...refs('variable', 7, 8, 9),
  ...refs('javascript_function', 2),
  ...refs('campaign', 6),
  ...refs('form_type', 3),
  ...refs('file', 5),
]);

describe('web_service', () => {
  const valid = {
    action_name: 'Find customer',
    request: {
      method: 'POST',
      url: 'https://crm.example.com/customers/{{7}}',
      headers: [{ name: 'Authorization', value: 'Bearer {{8}}' }],
      body: '{"id":"{{7}}"}',
      timeout_seconds: 10,
    },
    response_mappings: [{ source: 'data.items[0].name', variable_id: 9 }],
    status_variable_id: 8,
  };
  it('accepts a complete request', () => expect(diagnose('web_service', valid, content)).toEqual([]));
  it('needs an action name and a URL', () => {
    expect(errorsOf('web_service', {})).toEqual({ action_name: 'Action name is required.', 'request.url': 'URL is required.' });
  });
  it('refuses a URL that is not http(s), a body on GET, and bad header names', () => {
    expect(
      errorsOf(
        'web_service',
        {
          ...valid,
          request: { ...valid.request, method: 'GET', url: 'ftp://x.example.com', headers: [{ name: 'Bad Header', value: '' }] },
        },
        content,
      ),
    ).toEqual({
      'request.url': 'URL must be a full http:// or https:// address.',
      'request.body': 'A GET request cannot send a body.',
      'request.headers.0.name': 'A header name may contain only letters, digits and dashes.',
    });
  });
  it('takes a URL that is a variable as it is', () => {
    expect(errorsOf('web_service', { ...valid, request: { ...valid.request, url: '{{7}}' } }, content)).toEqual({});
  });
  it('limits the timeout to 1–60 seconds', () => {
    expect(errorsOf('web_service', { ...valid, request: { ...valid.request, timeout_seconds: 0 } }, content)).toEqual({
      'request.timeout_seconds': 'Enter a whole number from 1 to 60.',
    });
  });
  it('checks response paths and the variables they go to', () => {
    expect(
      errorsOf(
        'web_service',
        {
          ...valid,
          response_mappings: [
            { source: 'data..x', variable_id: 9 },
            { source: 'id', variable_id: 4 },
          ],
        },
        content,
      ),
    ).toEqual({
      'response_mappings.0.source': 'Write the response path like data.items[0].name.',
      'response_mappings.1.variable_id': 'The selected variable no longer exists.',
    });
  });
  it('references every variable of the request, the mappings and the status, once each', () => {
    expect(refsOf('web_service', valid)).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
    ]);
  });
  it('branches Success and Failure', () => {
    expect(branchesOf('web_service', {})).toEqual([
      { key: 'success', label: 'Success', removable: true },
      { key: 'failure', label: 'Failure', removable: true },
    ]);
  });
});

describe('integration', () => {
  const valid = {
    javascript_function_id: 2,
    parameters: [{ name: 'phone', value: '{{7}}' }],
    result_mappings: [{ source: 'tier', variable_id: 8 }],
    return_variable_id: 9,
  };
  it('runs a JavaScript function of the account', () => {
    expect(diagnose('integration', valid, content)).toEqual([]);
    expect(errorsOf('integration', {})).toEqual({ javascript_function_id: 'JavaScript function is required.' });
    expect(errorsOf('integration', { ...valid, javascript_function_id: 3 }, content)).toEqual({
      javascript_function_id: 'The selected JavaScript function no longer exists.',
    });
  });
  it('needs named, unique parameters', () => {
    expect(
      errorsOf(
        'integration',
        {
          ...valid,
          parameters: [
            { name: 'a', value: '' },
            { name: 'A', value: '' },
            { name: '', value: 'x' },
          ],
        },
        content,
      ),
    ).toEqual({
      'parameters.1.name': 'Parameter name must be unique.',
      'parameters.2.name': 'Parameter name is required.',
    });
  });
  it('references the function and every variable it uses', () => {
    expect(refsOf('integration', valid)).toEqual([
      { model: 'javascript_function', id: 2 },
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
    ]);
  });
});

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

describe('trigger_campaign', () => {
  it('needs a campaign; adding a record needs its values', () => {
    expect(errorsOf('trigger_campaign', {})).toEqual({ campaign_id: 'Campaign is required.' });
    expect(errorsOf('trigger_campaign', { campaign_id: 6, action: 'add_record' }, content)).toEqual({
      record_values: 'Add at least one record value.',
    });
    expect(
      diagnose('trigger_campaign', { campaign_id: 6, action: 'add_record', record_values: [{ name: 'number1', value: '{{7}}' }] }, content),
    ).toEqual([]);
    expect(errorsOf('trigger_campaign', { campaign_id: 1 }, content)).toEqual({ campaign_id: 'The selected campaign no longer exists.' });
  });
  it('references the campaign and the variables of the values', () => {
    expect(refsOf('trigger_campaign', { campaign_id: 6, record_values: [{ name: 'number1', value: '{{7}}' }] })).toEqual([
      { model: 'campaign', id: 6 },
      { model: 'variable', id: 7 },
    ]);
  });
});

describe('visual_form', () => {
  const valid = { form_type_id: 3, field_mappings: [{ source: 'address', variable_id: 7 }] };
  it('accepts a form type and texts the link to the caller', () => expect(diagnose('visual_form', valid, content)).toEqual([]));
  it('needs a form type and a text message; the phone, when given, is a number', () => {
    expect(errorsOf('visual_form', { sms_text: ' ', phone: 'abc' })).toEqual({
      form_type_id: 'Form type is required.',
      sms_text: 'Text message is required.',
      phone: 'Phone must be a phone number (digits, optionally with a leading +) or a sip: address.',
    });
  });
  it('allows file upload only with the visualform-file-upload feature', () => {
    expect(errorsOf('visual_form', { ...valid, allow_file_upload: true }, content)).toEqual({
      allow_file_upload: 'File upload is not enabled for this account.',
    });
    const flagged = ctxWith([...refs('form_type', 3), ...refs('variable', 7)], { features: ['studio.visualform-file-upload.temp'] });
    expect(diagnose('visual_form', { ...valid, allow_file_upload: true }, flagged)).toEqual([]);
  });
  it('references its form type and variables, and branches Submitted / Not submitted', () => {
    expect(refsOf('visual_form', { ...valid, phone: '{{8}}' })).toEqual([
      { model: 'form_type', id: 3 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 7 },
    ]);
    expect(branchesOf('visual_form', {}).map((b) => b.label)).toEqual(['Submitted', 'Not submitted']);
  });
});
