import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8), ...refs('form_type', 3), ...refs('file', 5)]);

describe('messaging_proactive', () => {
  it('is offered only with the proactive-messaging-node feature', () => {
    expect(registry.require('messaging_proactive').availability.requiresFeature).toBe('proactive-messaging-node');
  });
  it('needs a recipient number and a text (SMS) or an approved template (WhatsApp)', () => {
    expect(errorsOf('messaging_proactive', {})).toEqual({ to: 'Recipient is required.', text: 'Message text is required.' });
    expect(errorsOf('messaging_proactive', { channel: 'whatsapp', to: '+14155550100' })).toEqual({
      whatsapp_template: 'WhatsApp template is required.',
    });
    expect(diagnose('messaging_proactive', { channel: 'whatsapp', to: '+14155550100', whatsapp_template: 'order_update' })).toEqual([]);
    expect(diagnose('messaging_proactive', { to: '{{7}}', text: 'Your parcel arrives today.' }, content)).toEqual([]);
  });
  it('refuses a recipient that is not a number', () => {
    expect(errorsOf('messaging_proactive', { to: 'bob', text: 'x' })).toEqual({
      to: 'Recipient must be a phone number (digits, optionally with a leading +) or a sip: address.',
    });
  });
  it('references the variables of recipient and text, and its attachment', () => {
    expect(refsOf('messaging_proactive', { to: '{{7}}', text: 'Hi {{8}} {{7}}', attachment_file_id: 5 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'file', id: 5 },
    ]);
    expect(errorsOf('messaging_proactive', { to: '{{7}}', text: 'x', attachment_file_id: 6 }, content)).toEqual({
      attachment_file_id: 'The selected file no longer exists.',
    });
  });
});
