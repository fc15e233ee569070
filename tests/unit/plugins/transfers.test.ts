import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '@plugins/test-support';

const content = ctxWith([...refs('prompt', 1, 2), ...refs('variable', 7, 8)]);
const destinationMessage = 'Destination must be a phone number (digits, optionally with a leading +) or a sip: address.';

describe.each(['blind_transfer', 'bridge_transfer', 'third_party_transfer'])('%s', (type) => {
  it('needs a destination: a phone number, a sip: address or a variable', () => {
    expect(errorsOf(type, {})).toEqual({ destination: 'Destination is required.' });
    for (const destination of ['+1 (415) 555-0100', '4155550100', 'sip:support@pbx.example.com', '{{7}}']) {
      expect(diagnose(type, { destination }, content), destination).toEqual([]);
    }
    expect(errorsOf(type, { destination: 'support desk' })).toEqual({ destination: destinationMessage });
    expect(errorsOf(type, { destination: '{{9}}' }, content)).toEqual({
      destination: 'The text refers to a variable that no longer exists ({{9}}).',
    });
  });
  it('checks the caller id and the SIP headers sent with it', () => {
    expect(
      errorsOf(type, { destination: '+4930123456', caller_id: 'me', sip_headers: [{ name: 'Account', value: '{{8}}' }] }, content),
    ).toEqual({
      caller_id: 'Caller id must be a phone number (digits, optionally with a leading +) or a sip: address.',
      'sip_headers.0.name': 'A custom SIP header name must start with X- and contain only letters, digits and dashes.',
    });
  });
  it('references the variables of destination, caller id and headers', () => {
    expect(refsOf(type, { destination: '{{7}}', caller_id: '{{8}}', sip_headers: [{ name: 'X-A', value: '{{7}}' }] })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
  });
});

describe('blind_transfer, bridge_transfer, third_party_transfer prompts', () => {
  it.each([
    ['blind_transfer', 'announce_prompt_id'],
    ['bridge_transfer', 'hold_prompt_id'],
    ['third_party_transfer', 'whisper_prompt_id'],
  ])('%s: %s is optional and must exist', (type, field) => {
    expect(errorsOf(type, { destination: '+4930123456', [field]: 3 }, content)).toEqual({
      [field]: 'The selected prompt no longer exists.',
    });
    expect(refsOf(type, { destination: '+4930123456', [field]: 2 })).toEqual([{ model: 'prompt', id: 2 }]);
  });
});

describe.each(['five9_transfer', 'screenpop_transfer', 'enqueue', 'queue_callback'])('%s', (type) => {
  // The QforMe steps name the account's queue they act on.
  const base =
    type === 'screenpop_transfer'
      ? { screenpop_url: 'https://crm.example.com/case/{{7}}' }
      : type === 'enqueue' || type === 'queue_callback'
        ? { queue_name: 'Callback queue' }
        : {};
  it('needs at least one skill, each named once', () => {
    expect(errorsOf(type, base, content)).toEqual({ skills: 'Add at least one skill.' });
    expect(errorsOf(type, { ...base, skills: ['Sales', ' ', 'sales'] }, content)).toEqual({
      'skills.1': 'Skill is required.',
      'skills.2': 'Skill must be unique.',
    });
    expect(diagnose(type, { ...base, skills: ['Sales'], priority: 10 }, content)).toEqual([]);
  });
  it('keeps the priority between 0 and 100', () => {
    expect(errorsOf(type, { ...base, skills: ['Sales'], priority: 101 }, content)).toEqual({
      priority: 'Enter a whole number from 0 to 100.',
    });
  });
  it('hands call variables written Group.Name, and references their variables', () => {
    expect(errorsOf(type, { ...base, skills: ['Sales'], call_variables: [{ name: 'CustomerId', value: '{{7}}' }] }, content)).toEqual({
      'call_variables.0.name': 'Write a call variable as Group.Name.',
    });
    expect(refsOf(type, { ...base, skills: ['Sales'], call_variables: [{ name: 'Customer.Id', value: '{{8}}' }] })).toContainEqual({
      model: 'variable',
      id: 8,
    });
  });
});

describe('transfer categories', () => {
  it('ends the flow at blind, Five9, screen-pop and voicemail transfers and at a cancel; the others go on', () => {
    const category = (t: string) => registry.require(t).category;
    for (const t of ['blind_transfer', 'five9_transfer', 'screenpop_transfer', 'voicemail_transfer', 'cancel_third_party_transfer'])
      expect(category(t)).toBe('no_child');
    for (const t of ['third_party_transfer', 'enqueue', 'dequeue']) expect(category(t)).toBe('one_child');
    expect(category('bridge_transfer')).toBe('multiple_child');
  });
});
