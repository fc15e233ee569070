import { describe, expect, it } from 'vitest';
import { startSession, takeTurn, type EngineDeps } from '@shared/engine';
import { messages } from '@shared/messages';
import type { SimEvent } from '@shared/api/sim';
import { builder, engineDeps } from './support';

const notes = (events: SimEvent[]) => events.flatMap((e) => (e.type === 'simulated' ? [e.text] : []));

/** The speech steps and Ask and wait take what the caller says or writes as text, for real. */
describe('the messages of the steps that listen and ask', () => {
  it('are worded once, in the catalogue', () => {
    expect(messages.speech).toEqual({
      listening: ':label listens: the caller speaks for at most :max s, and :silence s of silence ends it.',
      heard: ":label heard ':text'.",
      heardGrammar: ":label heard ':text': it matches the grammar :grammar.",
      heardNoGrammar: ":label heard ':text': it matches no grammar, so Otherwise.",
      heardNothing: ':label heard nothing.',
      noAnswer: ':label: no answer came within :seconds s.',
    });
  });
});

describe('watson_speech', () => {
  const grammars = [
    { key: 'symptoms', label: 'Symptoms', phrases: 'pain, fever' },
    { key: 'prescription', label: 'Prescription', phrases: 'refill, repeat prescription' },
  ];
  function flow(extra: Record<string, unknown> = {}, handler = false) {
    const b = builder(1);
    const start = b.canvas();
    const speech = b.add(start, 'watson_speech', {
      prompt_id: 1,
      transcript_variable_id: 7,
      confidence_variable_id: 8,
      max_seconds: 20,
      silence_seconds: 4,
      grammars,
      ...extra,
    });
    const ends = {
      symptoms: b.add(speech, 'comment', { text: 's' }, 'symptoms'),
      prescription: b.add(speech, 'comment', { text: 'p' }, 'prescription'),
      otherwise: b.add(speech, 'comment', { text: 'o' }, 'otherwise'),
    };
    const ni = handler ? b.add(b.canvas('ni_nm_handler'), 'comment', { text: 'ni' }) : null;
    return { deps: engineDeps([b.flow()], { 1: [{ language: 'en-US', text: 'Why do you call?' }] }), speech, ends, ni };
  }
  const reached = (ends: Record<string, number>, path: number[]) => Object.entries(ends).find(([, id]) => path.includes(id))?.[0];

  it('plays its prompt, then waits for what the caller says: max_seconds plus silence_seconds', async () => {
    const f = flow();
    const { session, events } = await startSession(f.deps, { taskId: 1, channel: 'voice' });
    expect(session.status).toBe('waiting');
    expect(session.waiting).toEqual({ input: 'text', timeoutMs: 24_000 });
    expect(events).toContainEqual({ type: 'said', node_id: f.speech, text: 'Why do you call?', language: 'en-US' });
    expect(notes(events)).toEqual(['Watson speech listens: the caller speaks for at most 20 s, and 4 s of silence ends it.']);
  });

  it('stores the transcript with confidence 1 and takes the first grammar it says', async () => {
    const f = flow();
    const waiting = (await startSession(f.deps, { taskId: 1, channel: 'voice' })).session;
    const { session, events } = await takeTurn(f.deps, waiting, { text: '  I need a REFILL, and I have a fever. ' });
    expect(session.variables).toMatchObject({ 7: 'I need a REFILL, and I have a fever.', 8: 1 });
    expect(reached(f.ends, session.path)).toBe('symptoms');
    expect(notes(events)).toEqual(["Watson speech heard 'I need a REFILL, and I have a fever.': it matches the grammar Symptoms."]);
    const refill = await takeTurn(f.deps, waiting, { text: 'A repeat prescription, please' });
    expect(reached(f.ends, refill.session.path)).toBe('prescription');
  });

  it('follows Otherwise when the transcript says no grammar, or the node has none', async () => {
    const f = flow();
    const waiting = (await startSession(f.deps, { taskId: 1, channel: 'voice' })).session;
    const { session, events } = await takeTurn(f.deps, waiting, { text: 'painting' });
    expect(reached(f.ends, session.path)).toBe('otherwise');
    expect(session.variables[7]).toBe('painting');
    expect(notes(events)).toEqual(["Watson speech heard 'painting': it matches no grammar, so Otherwise."]);
    const none = flow({ grammars: [] });
    const asked = (await startSession(none.deps, { taskId: 1, channel: 'voice' })).session;
    expect(reached(none.ends, (await takeTurn(none.deps, asked, { text: 'fever' })).session.path)).toBe('otherwise');
  });

  it('on no input stores an empty transcript and follows Otherwise, or the no-input canvas when the task has one', async () => {
    const f = flow();
    const waiting = (await startSession(f.deps, { taskId: 1, channel: 'voice' })).session;
    const silent = await takeTurn(f.deps, { ...waiting, variables: { 7: 'an earlier answer' } }, {});
    expect(silent.session.variables).toMatchObject({ 7: '', 8: 0 });
    expect(reached(f.ends, silent.session.path)).toBe('otherwise');
    expect(silent.session.noInput).toBe(true);
    expect(notes(silent.events)).toEqual(['Watson speech heard nothing.']);
    const blank = await takeTurn(f.deps, waiting, { text: '   ' });
    expect(reached(f.ends, blank.session.path)).toBe('otherwise');

    const h = flow({}, true);
    const asked = (await startSession(h.deps, { taskId: 1, channel: 'voice' })).session;
    const handled = await takeTurn(h.deps, asked, {});
    expect(handled.session.path).toContain(h.ni);
    expect(reached(h.ends, handled.session.path)).toBeUndefined();
  });
});

describe('cloud_stt', () => {
  function flow(handler = false) {
    const b = builder(1);
    const start = b.canvas();
    const stt = b.add(start, 'cloud_stt', { transcript_variable_id: 7, confidence_variable_id: 8 });
    const after = b.add(stt, 'comment', { text: 'after' });
    const ni = handler ? b.add(b.canvas('ni_nm_handler'), 'comment', { text: 'ni' }) : null;
    return { deps: engineDeps([b.flow()]), after, ni };
  }

  it('waits with the default limits (30 s and 3 s), stores the transcript and goes on', async () => {
    const f = flow();
    const waiting = (await startSession(f.deps, { taskId: 1, channel: 'voice' })).session;
    expect(waiting.waiting).toEqual({ input: 'text', timeoutMs: 33_000 });
    const { session, events } = await takeTurn(f.deps, waiting, { text: 'My account number is 4 4 2' });
    expect(session.variables).toMatchObject({ 7: 'My account number is 4 4 2', 8: 1 });
    expect(session.path).toContain(f.after);
    expect(session.status).toBe('ended');
    expect(notes(events)).toEqual(["Cloud Speech to Text heard 'My account number is 4 4 2'."]);
  });

  it('on no input goes on to its child with an empty transcript, or to the no-input canvas when the task has one', async () => {
    const f = flow();
    const waiting = (await startSession(f.deps, { taskId: 1, channel: 'voice' })).session;
    const { session, events } = await takeTurn(f.deps, waiting, {});
    expect(session.path).toContain(f.after);
    expect(session.variables).toMatchObject({ 7: '', 8: 0 });
    expect(notes(events)).toEqual(['Cloud Speech to Text heard nothing.']);
    const h = flow(true);
    const handled = await takeTurn(h.deps, (await startSession(h.deps, { taskId: 1, channel: 'voice' })).session, {});
    expect(handled.session.path).toContain(h.ni);
    expect(handled.session.path).not.toContain(h.after);
  });
});

describe('messaging_conversation (Ask and wait)', () => {
  function flow(more: Partial<EngineDeps['services']> = {}) {
    const b = builder(1, 'messaging');
    const start = b.canvas();
    const ask = b.add(start, 'messaging_conversation', { text: 'Hi {{2}}, your order number?', wait_seconds: 60, answer_variable_id: 9 });
    const answered = b.add(ask, 'comment', { text: 'a' }, 'success');
    const missed = b.add(ask, 'comment', { text: 'n' }, 'failure');
    return { deps: engineDeps([b.flow()], {}, more), ask, answered, missed };
  }

  it('sends its question with variables filled in and waits wait_seconds for the answer', async () => {
    const f = flow();
    const { session, events } = await startSession(f.deps, { taskId: 1, channel: 'messaging', variables: { 2: 'Ann' } });
    expect(events).toContainEqual({ type: 'sent', node_id: f.ask, text: 'Hi Ann, your order number?' });
    expect(session.waiting).toEqual({ input: 'text', timeoutMs: 60_000 });
  });

  it('stores the answer and follows Answered', async () => {
    const f = flow();
    const waiting = (await startSession(f.deps, { taskId: 1, channel: 'chatbot' })).session;
    const { session } = await takeTurn(f.deps, waiting, { text: ' NW-1001 ' });
    expect(session.variables[9]).toBe('NW-1001');
    expect(session.path).toContain(f.answered);
  });

  it('follows No answer when nothing comes within the wait (or a blank message)', async () => {
    const f = flow();
    const waiting = (await startSession(f.deps, { taskId: 1, channel: 'chatbot' })).session;
    const { session, events } = await takeTurn(f.deps, waiting, {});
    expect(session.path).toContain(f.missed);
    expect(session.variables[9]).toBeUndefined();
    expect(notes(events)).toEqual(['Ask and wait: no answer came within 60 s.']);
    expect((await takeTurn(f.deps, waiting, { text: ' ' })).session.path).toContain(f.missed);
  });

  it("on a live messaging run sends the question to the caller's number by SMS, as Send message does", async () => {
    const sms: { to: string; text: string }[] = [];
    const f = flow({ sms: async (m) => void sms.push(m) });
    const { session, events } = await startSession(f.deps, {
      taskId: 1,
      channel: 'messaging',
      ani: '+15550100',
      variables: { 2: 'Ann' },
    });
    expect(sms).toEqual([{ to: '+15550100', text: 'Hi Ann, your order number?' }]);
    expect(events).toContainEqual({ type: 'sent', node_id: f.ask, text: 'Hi Ann, your order number?', to: '+15550100' });
    expect(session.status).toBe('waiting');
    // A chat has no SMS: the question is only shown in the conversation.
    await startSession(f.deps, { taskId: 1, channel: 'chatbot', ani: '+15550100' });
    expect(sms).toHaveLength(1);
  });

  it('fails on its node when the SMS cannot go, as Send message does', async () => {
    const f = flow({
      sms: async () => {
        throw new Error(messages.integrations.noSmsProfile);
      },
    });
    const { session, events } = await startSession(f.deps, { taskId: 1, channel: 'messaging', ani: '+15550100' });
    expect(events).toContainEqual({
      type: 'error',
      node_id: f.ask,
      message: 'The account has no enabled SMS profile to send the message through.',
    });
    expect(session.status).toBe('ended');
  });
});
