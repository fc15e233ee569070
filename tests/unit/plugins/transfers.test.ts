import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from './support';

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

describe('screenpop_transfer', () => {
  it('needs the page to open, as an http(s) address', () => {
    expect(errorsOf('screenpop_transfer', { skills: ['Sales'] })).toEqual({ screenpop_url: 'Screen pop URL is required.' });
    expect(errorsOf('screenpop_transfer', { skills: ['Sales'], screenpop_url: 'crm/case/1' })).toEqual({
      screenpop_url: 'Screen pop URL must be a full http:// or https:// address.',
    });
    expect(refsOf('screenpop_transfer', { screenpop_url: 'https://crm.example.com/{{7}}' })).toEqual([{ model: 'variable', id: 7 }]);
  });
});

describe('cancel_third_party_transfer', () => {
  it('has only an optional prompt', () => {
    expect(diagnose('cancel_third_party_transfer', {})).toEqual([]);
    expect(errorsOf('cancel_third_party_transfer', { prompt_id: 3 }, content)).toEqual({
      prompt_id: 'The selected prompt no longer exists.',
    });
    expect(refsOf('cancel_third_party_transfer', { prompt_id: 1 })).toEqual([{ model: 'prompt', id: 1 }]);
  });
});

describe('voicemail_transfer', () => {
  it('needs the mailbox of a skill or an agent', () => {
    expect(errorsOf('voicemail_transfer', {})).toEqual({ mailbox: 'Mailbox is required.' });
    expect(diagnose('voicemail_transfer', { mailbox_type: 'agent', mailbox: 'jane.doe', greeting_prompt_id: 1 }, content)).toEqual([]);
    expect(refsOf('voicemail_transfer', { mailbox: 'Sales', greeting_prompt_id: 2 })).toEqual([{ model: 'prompt', id: 2 }]);
  });
});

describe('enqueue', () => {
  it('waits without limit by default, or up to a day', () => {
    expect(errorsOf('enqueue', { queue_name: 'Callback queue', skills: ['Sales'], max_wait_seconds: 90_000 })).toEqual({
      max_wait_seconds: 'Enter a whole number from 0 to 86400.',
    });
    expect(errorsOf('enqueue', { skills: ['Sales'] })).toEqual({ queue_name: 'Queue is required.' });
    expect(errorsOf('queue_callback', { skills: ['Sales'], queue_name: 'q'.repeat(101) })).toEqual({
      queue_name: 'Queue must be at most 100 characters.',
    });
    expect(refsOf('enqueue', { skills: ['Sales'], hold_prompt_id: 1 })).toEqual([{ model: 'prompt', id: 1 }]);
  });
});

describe('dequeue', () => {
  it('leaves every queue by default, or the queue named, or the skills given', () => {
    expect(diagnose('dequeue', {})).toEqual([]);
    expect(diagnose('dequeue', { queue_name: 'Callback queue' })).toEqual([]);
    expect(errorsOf('dequeue', { scope: 'skills' })).toEqual({ skills: 'Add at least one skill.' });
    expect(diagnose('dequeue', { scope: 'skills', skills: ['Sales'] })).toEqual([]);
    expect(refsOf('dequeue', {})).toEqual([]);
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
