import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from './support';

const content = ctxWith([...refs('variable', 7, 8), ...refs('form_type', 3), ...refs('file', 5)]);

describe('messaging_conversation', () => {
  it('needs a question and the variable for the answer', () => {
    expect(errorsOf('messaging_conversation', {})).toEqual({
      text: 'Question is required.',
      answer_variable_id: 'Answer variable is required.',
    });
    expect(diagnose('messaging_conversation', { text: 'Your order number, {{8}}?', answer_variable_id: 7 }, content)).toEqual([]);
  });
  it('waits 5 seconds to a day', () => {
    expect(errorsOf('messaging_conversation', { text: 'x', answer_variable_id: 7, wait_seconds: 1 }, content)).toEqual({
      wait_seconds: 'Enter a whole number from 5 to 86400.',
    });
  });
  it('references its variables and branches Answered / No answer', () => {
    expect(refsOf('messaging_conversation', { text: '{{8}}', answer_variable_id: 7 })).toEqual([
      { model: 'variable', id: 8 },
      { model: 'variable', id: 7 },
    ]);
    expect(branchesOf('messaging_conversation', {})).toEqual([
      { key: 'success', label: 'Answered', removable: true },
      { key: 'failure', label: 'No answer', removable: true },
    ]);
  });
});

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

describe('text_form', () => {
  const valid = { form_type_id: 3, intro_text: 'A few questions, {{8}}.', field_mappings: [{ source: 'email', variable_id: 7 }] };
  it('accepts a form type with its field mappings', () => expect(diagnose('text_form', valid, content)).toEqual([]));
  it('needs a form type; each mapping needs a field and a variable, not used twice', () => {
    expect(
      errorsOf(
        'text_form',
        {
          field_mappings: [
            { source: '', variable_id: 7 },
            { source: 'b', variable_id: 7 },
            { source: 'c', variable_id: null },
          ],
        },
        content,
      ),
    ).toEqual({
      form_type_id: 'Form type is required.',
      'field_mappings.0.source': 'Form field is required.',
      'field_mappings.1.variable_id': 'Variable must be unique.',
      'field_mappings.2.variable_id': 'Variable is required.',
    });
  });
  it('references its form type and variables, and branches Completed / Not completed', () => {
    expect(refsOf('text_form', valid)).toEqual([
      { model: 'form_type', id: 3 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 7 },
    ]);
    expect(branchesOf('text_form', {}).map((b) => b.label)).toEqual(['Completed', 'Not completed']);
  });
});
