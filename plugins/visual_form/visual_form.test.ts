import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf, servicesContent } from '../test-support';

const content = servicesContent();

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
