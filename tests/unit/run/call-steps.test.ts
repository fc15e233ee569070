import { describe, expect, it } from 'vitest';
import { startSession } from '@shared/engine';
import { builder, engineDeps } from '../engine/support';

const prompts = {
  1: [
    { language: 'en-US', text: 'Hello' },
    { language: 'fr-FR', text: 'Bonjour {{2}}' },
  ],
  3: [{ language: 'en-US', text: 'Bye' }],
};
const errorOf = (events: { type: string; message?: string; node_id: number | null }[]) => events.find((e) => e.type === 'error');

describe('set_voice step', () => {
  it('the prompts that follow are spoken with the voice, in its language', async () => {
    const b = builder(1);
    const start = b.canvas();
    const before = b.add(start, 'prompt', { prompt_id: 1 });
    const voice = b.add(before, 'set_voice', { tts_voice: 'fr-FR-Neural2-A', language: 'fr-FR', speaking_rate: 90 });
    b.add(voice, 'prompt', { prompt_id: 1 });
    const { session, events } = await startSession(engineDeps([b.flow()], prompts), {
      taskId: 1,
      channel: 'voice',
      variables: { 2: 'Ann' },
    });
    expect(events.filter((e) => e.type === 'said')).toEqual([
      { type: 'said', node_id: before, text: 'Hello', language: 'en-US' },
      { type: 'said', node_id: expect.any(Number), text: 'Bonjour Ann', language: 'fr-FR', voice: 'fr-FR-Neural2-A' },
    ]);
    expect(events).toContainEqual({ type: 'call_set', node_id: voice, field: 'voice', value: 'fr-FR-Neural2-A (fr-FR, 90%)' });
    expect(session.call?.voice).toEqual({ name: 'fr-FR-Neural2-A', language: 'fr-FR', rate: 90 });
  });

  it('without a voice the step fails on the node in words', async () => {
    const b = builder(1);
    const node = b.add(b.canvas(), 'set_voice', { tts_voice: '' });
    const { session, events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice' });
    expect(errorOf(events)).toEqual({
      type: 'error',
      node_id: node,
      message: 'Set voice has no voice: choose the voice the prompts that follow are spoken with.',
    });
    expect(session.status).toBe('ended');
  });
});

describe('hangup_header step', () => {
  it('keeps the headers with variables filled in; a later step adds to them', async () => {
    const b = builder(1);
    const first = b.add(b.canvas(), 'hangup_header', {
      sip_headers: [
        { name: 'X-Reason', value: 'order {{2}}' },
        { name: '', value: 'ignored' },
      ],
    });
    const second = b.add(first, 'hangup_header', { sip_headers: [{ name: 'X-Agent', value: 'bot' }] });
    b.add(second, 'hangup');
    const { session, events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice', variables: { 2: 'NW-1' } });
    expect(session.call?.hangupHeaders).toEqual({ 'X-Reason': 'order NW-1', 'X-Agent': 'bot' });
    expect(events).toContainEqual({ type: 'call_set', node_id: first, field: 'hangup_headers', value: 'X-Reason: order NW-1' });
    expect(events).toContainEqual({
      type: 'call_set',
      node_id: second,
      field: 'hangup_headers',
      value: 'X-Reason: order NW-1; X-Agent: bot',
    });
    expect(session.outcome).toBe('hangup');
  });

  it('no header, or a name that is not X-…, fails on the node in words', async () => {
    for (const [sip_headers, message] of [
      [[{ name: '', value: 'x' }], 'Hang-up header has no header: name at least one header to send when the call ends.'],
      [
        [{ name: 'Reason', value: 'x' }],
        "A custom SIP header name must start with X- and contain only letters, digits and dashes. ('Reason')",
      ],
    ] as const) {
      const b = builder(1);
      const node = b.add(b.canvas(), 'hangup_header', { sip_headers });
      const { events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice' });
      expect(errorOf(events)).toEqual({ type: 'error', node_id: node, message });
    }
  });
});

describe('disposition and dispose_end_call steps', () => {
  it('disposition sets the disposition and its notes on the call and goes on', async () => {
    const b = builder(1);
    const node = b.add(b.canvas(), 'disposition', { disposition: 'Sale', notes: 'order {{2}}' });
    const after = b.add(node, 'comment', { text: 'after' });
    const { session, events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice', variables: { 2: 'NW-1' } });
    expect(session.call?.disposition).toEqual({ name: 'Sale', notes: 'order NW-1' });
    expect(events).toContainEqual({ type: 'call_set', node_id: node, field: 'disposition', value: 'Sale (order NW-1)' });
    expect(session.path).toContain(after);
  });

  it('dispose_end_call sets the disposition, plays the goodbye and hangs up', async () => {
    const b = builder(1);
    const node = b.add(b.canvas(), 'dispose_end_call', { disposition: 'Resolved', goodbye_prompt_id: 3 });
    const { session, events } = await startSession(engineDeps([b.flow()], prompts), { taskId: 1, channel: 'voice' });
    expect(events.map((e) => e.type).slice(-4)).toEqual(['call_set', 'said', 'hung_up', 'ended']);
    expect(events).toContainEqual({ type: 'call_set', node_id: node, field: 'disposition', value: 'Resolved' });
    expect(session).toMatchObject({ status: 'ended', outcome: 'hangup', call: { disposition: { name: 'Resolved', notes: '' } } });
  });

  it('without a disposition either step fails on the node in words', async () => {
    for (const [type, label] of [
      ['disposition', 'Disposition'],
      ['dispose_end_call', 'Dispose and end call'],
    ]) {
      const b = builder(1);
      const node = b.add(b.canvas(), type, {});
      const { events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice' });
      expect(errorOf(events)).toEqual({
        type: 'error',
        node_id: node,
        message: `${label} has no disposition: choose the call's outcome from the domain's dispositions.`,
      });
    }
  });
});

describe('distribute step', () => {
  const flow = (routes: { key: string; label: string; percent: number }[]) => {
    const b = builder(1);
    const node = b.add(b.canvas(), 'distribute', { routes });
    const to = Object.fromEntries(routes.map((r) => [r.key, b.add(node, 'comment', { text: r.key }, r.key)]));
    return { flow: b.flow(), node, to };
  };
  const routes = [
    { key: 'a', label: 'A', percent: 20 },
    { key: 'b', label: 'B', percent: 80 },
  ];

  it('picks a route by its share of the calls', async () => {
    const f = flow(routes);
    for (const [random, key] of [
      [0, 'a'],
      [0.1999, 'a'],
      [0.2, 'b'],
      [0.9999, 'b'],
    ] as const) {
      const { session } = await startSession(engineDeps([f.flow], {}, { random: () => random }), { taskId: 1, channel: 'voice' });
      expect(session.path, String(random)).toContain(f.to[key]);
    }
  });

  it('a route with no share is never taken; a mock answer picks a route in the simulator', async () => {
    const f = flow([
      { key: 'a', label: 'A', percent: 0 },
      { key: 'b', label: 'B', percent: 100 },
    ]);
    const never = await startSession(engineDeps([f.flow], {}, { random: () => 0 }), { taskId: 1, channel: 'voice' });
    expect(never.session.path).toContain(f.to.b);
    const mocked = await startSession(engineDeps([f.flow], {}, { random: () => 0.5 }), {
      taskId: 1,
      channel: 'voice',
      mocks: { [f.node]: 'a' },
    });
    expect(mocked.session.path).toContain(f.to.a);
  });

  it('shares that do not add up to 100 fail on the node in words', async () => {
    const f = flow([
      { key: 'a', label: 'A', percent: 30 },
      { key: 'b', label: 'B', percent: 30 },
    ]);
    const { events } = await startSession(engineDeps([f.flow]), { taskId: 1, channel: 'voice' });
    expect(errorOf(events)).toEqual({
      type: 'error',
      node_id: f.node,
      message: 'Distribute cannot pick a route: the percentages must add up to 100 (now 60).',
    });
  });
});

describe('calendar step', () => {
  const flow = (config: Record<string, unknown>) => {
    const b = builder(1);
    const node = b.add(b.canvas(), 'calendar', config);
    const open = b.add(node, 'comment', { text: 'open' }, 'open');
    const closed = b.add(node, 'comment', { text: 'closed' }, 'closed');
    return { flow: b.flow(), node, open, closed };
  };

  it("a holiday of the schedule (today in the node's time zone) follows Closed, another day Open", async () => {
    const f = flow({ holiday_schedule_id: 5, time_zone: 'Pacific/Auckland' });
    const asked: unknown[] = [];
    for (const holiday of [true, false]) {
      const isHoliday = async (id: number, instant: number, zone: string) => (asked.push([id, instant, zone]), holiday);
      const { session } = await startSession(engineDeps([f.flow], {}, { isHoliday }), { taskId: 1, channel: 'voice' });
      expect(session.path).toContain(holiday ? f.closed : f.open);
    }
    expect(asked[0]).toEqual([5, Date.UTC(2026, 0, 5, 10), 'Pacific/Auckland']);
  });

  it("without a time zone the account's is used; without a schedule the step fails on the node in words", async () => {
    const zones: string[] = [];
    const f = flow({ holiday_schedule_id: 5, time_zone: '' });
    await startSession(engineDeps([f.flow], {}, { isHoliday: async (_i, _n, zone) => (zones.push(zone), false) }), {
      taskId: 1,
      channel: 'voice',
    });
    expect(zones).toEqual(['UTC']);
    const none = flow({});
    const { events } = await startSession(engineDeps([none.flow], {}, { isHoliday: async () => false }), { taskId: 1, channel: 'voice' });
    expect(errorOf(events)).toEqual({
      type: 'error',
      node_id: none.node,
      message: 'Calendar has no holiday schedule: choose the schedule whose holidays follow Closed.',
    });
  });
});
