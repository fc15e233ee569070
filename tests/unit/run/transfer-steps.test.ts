import { describe, expect, it } from 'vitest';
import { startSession } from '@shared/engine';
import { builder, engineDeps } from '../engine/support';

const prompts = { 1: [{ language: 'en-US', text: 'Connecting you' }] };
const errorOf = (events: { type: string }[]) => events.find((e) => e.type === 'error');
const run = async (
  type: string,
  config: Record<string, unknown>,
  variables: Record<string, string> = {},
  mocks?: Record<string, string>,
) => {
  const b = builder(1);
  const node = b.add(b.canvas(), type, config);
  const below = { success: 0, failure: 0, next: 0 };
  if (type === 'bridge_transfer') {
    below.success = b.add(node, 'comment', { text: 'completed' }, 'success');
    below.failure = b.add(node, 'comment', { text: 'not answered' }, 'failure');
  } else if (type === 'third_party_transfer') below.next = b.add(node, 'comment', { text: 'after' });
  const { session, events } = await startSession(engineDeps([b.flow()], prompts), {
    taskId: 1,
    channel: 'voice',
    variables,
    mocks: mocks?.node ? { [node]: mocks.node } : undefined,
  });
  return { node, session, events, below };
};

describe('blind_transfer step', () => {
  it('plays the announcement and leaves the flow with a transfer to the destination, variables filled in', async () => {
    const { node, session, events } = await run(
      'blind_transfer',
      { destination: '{{2}}', caller_id: '+4930111', sip_headers: [{ name: 'X-Case', value: 'c-{{3}}' }], announce_prompt_id: 1 },
      { 2: 'sip:desk@pbx.example.com', 3: '9' },
    );
    expect(events.map((e) => e.type).slice(-3)).toEqual(['said', 'transferred', 'ended']);
    expect(events).toContainEqual({
      type: 'transferred',
      node_id: node,
      destination: 'sip:desk@pbx.example.com',
      data: { 'X-Case': 'c-9', caller_id: '+4930111' },
    });
    expect(session).toMatchObject({ status: 'ended', outcome: 'transferred' });
  });

  it('an empty destination, or one that is not a number or sip: address, fails on the node in words', async () => {
    expect(errorOf((await run('blind_transfer', {})).events)).toMatchObject({
      message: 'Blind transfer has no destination: give the number or sip: address to transfer to.',
    });
    expect(errorOf((await run('blind_transfer', { destination: '{{2}}' })).events)).toMatchObject({
      message: 'Blind transfer has no destination: its variables are empty.',
    });
    expect(errorOf((await run('blind_transfer', { destination: '{{2}}' }, { 2: 'the desk' })).events)).toMatchObject({
      message:
        "Blind transfer cannot transfer to 'the desk': the destination must be a phone number (digits, optionally with a leading +) or a sip: address.",
    });
    expect(errorOf((await run('blind_transfer', { destination: '+4930111', caller_id: '{{2}}' }, { 2: 'me' })).events)).toMatchObject({
      message:
        "Blind transfer cannot transfer to 'me': the caller id must be a phone number (digits, optionally with a leading +) or a sip: address.",
    });
  });
});

describe('bridge_transfer step', () => {
  it('transfers and goes on by Completed; a mock answer failure goes on by Not answered', async () => {
    const done = await run('bridge_transfer', { destination: '+4930111', record_call: true });
    expect(done.events).toContainEqual({ type: 'transferred', node_id: done.node, destination: '+4930111', data: { recorded: 'yes' } });
    expect(done.session.path).toContain(done.below.success);
    const missed = await run('bridge_transfer', { destination: '+4930111', ring_seconds: 20 }, {}, { node: 'failure' });
    expect(missed.session.path).toContain(missed.below.failure);
    expect(missed.events).toContainEqual({
      type: 'simulated',
      node_id: missed.node,
      text: 'Bridge transfer: +4930111 did not answer within 20 s.',
    });
  });
});

describe('third_party_transfer and cancel_third_party_transfer steps', () => {
  it('a third-party transfer rings the destination and the flow goes on; a cancel below calls it off and ends', async () => {
    const b = builder(1);
    const third = b.add(b.canvas(), 'third_party_transfer', { destination: '+4930222', ring_seconds: 15 });
    const cancel = b.add(third, 'cancel_third_party_transfer', { prompt_id: 1 });
    const { session, events } = await startSession(engineDeps([b.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(events).toContainEqual({ type: 'transferred', node_id: third, destination: '+4930222', data: { ring_seconds: '15' } });
    expect(events).toContainEqual({
      type: 'simulated',
      node_id: cancel,
      text: 'Cancel third-party transfer: the transfer to +4930222 is called off.',
    });
    expect(session).toMatchObject({ status: 'ended', outcome: 'transfer_cancelled', call: {} });
    expect(session.call?.thirdParty).toBeUndefined();
  });

  it('the third party is kept on the call while it rings; a cancel with nothing ringing fails on the node in words', async () => {
    const rings = await run('third_party_transfer', { destination: '+4930222' });
    expect(rings.session.call?.thirdParty).toBe('+4930222');
    expect(rings.session.path).toContain(rings.below.next);
    const { node, events } = await run('cancel_third_party_transfer', {});
    expect(errorOf(events)).toEqual({
      type: 'error',
      node_id: node,
      message: 'Cancel third-party transfer has nothing to cancel: no third-party transfer rings in this call.',
    });
  });
});

describe('contact-center transfers', () => {
  it('five9_transfer queues the call for its skills with the priority and call variables', async () => {
    const { node, session, events } = await run(
      'five9_transfer',
      { skills: ['Sales', 'Support'], priority: 3, call_variables: [{ name: 'Call.Account', value: '{{2}}' }] },
      { 2: 'A-7' },
    );
    expect(events).toContainEqual({
      type: 'transferred',
      node_id: node,
      destination: 'Five9 skill Sales, Support',
      data: { 'Call.Account': 'A-7', priority: '3' },
    });
    expect(session.outcome).toBe('transferred');
  });

  it('screenpop_transfer sends the screen pop page with variables filled in', async () => {
    const { node, events } = await run(
      'screenpop_transfer',
      { skills: ['Care'], screenpop_url: 'https://crm.example.com/case/{{2}}' },
      { 2: '77' },
    );
    expect(events).toContainEqual({
      type: 'transferred',
      node_id: node,
      destination: 'skill Care',
      data: { priority: '0', screenpop_url: 'https://crm.example.com/case/77' },
    });
  });

  it('voicemail_transfer plays the greeting and hands the call to the mailbox', async () => {
    const { node, session, events } = await run('voicemail_transfer', { mailbox_type: 'agent', mailbox: 'jdoe', greeting_prompt_id: 1 });
    expect(events.map((e) => e.type).slice(-3)).toEqual(['said', 'transferred', 'ended']);
    expect(events).toContainEqual({ type: 'transferred', node_id: node, destination: 'voicemail of agent jdoe' });
    expect(session.outcome).toBe('transferred');
  });

  it('no skill, a screen pop that is not an address, or no mailbox fail on the node in words', async () => {
    expect(errorOf((await run('five9_transfer', {})).events)).toMatchObject({
      message: 'Five9 transfer has no skill: choose at least one skill to queue the call for.',
    });
    expect(errorOf((await run('screenpop_transfer', { skills: ['Care'], screenpop_url: '{{2}}' }, { 2: 'crm' })).events)).toMatchObject({
      message: "Screen pop transfer cannot open the screen pop 'crm': it must be a full http:// or https:// address.",
    });
    expect(errorOf((await run('voicemail_transfer', {})).events)).toMatchObject({
      message: 'Voicemail transfer has no mailbox: give the skill whose voicemail takes the call.',
    });
  });
});
