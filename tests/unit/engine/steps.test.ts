import { describe, expect, it } from 'vitest';
import { startSession } from '@shared/engine';
import { builder, engineDeps } from './support';

function daytimeFlow(config: Record<string, unknown>) {
  const b = builder(1);
  const start = b.canvas();
  const hours = b.add(start, 'daytime', {
    opening_hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' }],
    ...config,
  });
  const open = b.add(hours, 'comment', { text: 'open' }, 'open');
  const closed = b.add(hours, 'comment', { text: 'closed' }, 'closed');
  return { flow: b.flow(), open, closed };
}
// Monday 5 January 2026, 10:00 UTC: 19:00 in Tokyo, 05:00 in New York.
const monday10utc = Date.UTC(2026, 0, 5, 10);

describe('steps with real behaviour', () => {
  it('daytime: open or closed by the opening hours in the schedule time zone, else the account time zone', async () => {
    const at = async (config: Record<string, unknown>, timeZone = 'UTC', now = monday10utc) => {
      const f = daytimeFlow(config);
      const { session } = await startSession(engineDeps([f.flow], {}, { now: () => now, timeZone }), { taskId: 1, channel: 'voice' });
      return session.path.includes(f.open) ? 'open' : session.path.includes(f.closed) ? 'closed' : 'neither';
    };
    expect(await at({ time_zone: 'UTC' })).toBe('open');
    expect(await at({ time_zone: 'Asia/Tokyo' })).toBe('closed');
    expect(await at({ time_zone: '' }, 'America/New_York')).toBe('closed');
    expect(await at({ time_zone: '' }, 'Europe/Berlin')).toBe('open');
    expect(await at({ time_zone: 'UTC' }, 'UTC', Date.UTC(2026, 0, 4, 10))).toBe('closed'); // a Sunday
  });

  it('daytime: a holiday of the schedule is closed', async () => {
    const f = daytimeFlow({ time_zone: 'UTC', holiday_schedule_id: 3 });
    const asked: unknown[] = [];
    const isHoliday = async (...args: unknown[]) => (asked.push(args), true);
    const { session } = await startSession(engineDeps([f.flow], {}, { isHoliday }), { taskId: 1, channel: 'voice' });
    expect(asked).toEqual([[3, monday10utc, 'UTC']]);
    expect(session.path).toContain(f.closed);
  });

  it('send_email sends the mail with variables filled in through the mail service', async () => {
    const b = builder(1);
    const start = b.canvas();
    const node = b.add(start, 'send_email', {
      to: 'ops@example.com',
      bcc: 'audit@example.com',
      subject: 'Call from {{2}}',
      body: 'Order {{3}}',
    });
    const sent: unknown[] = [];
    const deps = engineDeps([b.flow()], {}, { mail: async (m) => void sent.push(m) });
    const { events } = await startSession(deps, { taskId: 1, channel: 'voice', variables: { 2: 'Ann', 3: 'A-1' } });
    expect(sent).toEqual([
      { to: 'ops@example.com', cc: '', bcc: 'audit@example.com', subject: 'Call from Ann', text: 'Order A-1', html: false },
    ]);
    expect(events).toContainEqual({ type: 'sent', node_id: node, to: 'ops@example.com', text: 'Call from Ann\n\nOrder A-1' });
  });

  it('a step whose service the engine lacks reports a clear error on its node', async () => {
    const b = builder(1);
    const start = b.canvas();
    const node = b.add(start, 'send_email', { to: 'ops@example.com', subject: 's', body: 'b' });
    const { events } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'voice' });
    expect(events).toContainEqual({ type: 'error', node_id: node, message: 'E-mail is not available to the flow engine here.' });
  });
});

describe('keyword finder', () => {
  const run = async (text: string) => {
    const b = builder(1);
    const start = b.canvas();
    const keywords = [
      { key: 'refund', label: 'Refund', match: 'keywords', keyword_text: 'refund, money back' },
      { key: 'order', label: 'Order', match: 'extract_number_fixed', length: 5, store_variable_id: 9 },
    ];
    const finder = b.add(start, 'keyword_finder', { input_text: '{{2}}', keywords });
    const ends = {
      refund: b.add(finder, 'comment', { text: 'r' }, 'refund'),
      order: b.add(finder, 'comment', { text: 'o' }, 'order'),
      otherwise: b.add(finder, 'comment', { text: 'x' }, 'otherwise'),
    };
    const { session } = await startSession(engineDeps([b.flow()]), { taskId: 1, channel: 'chatbot', variables: { 2: text } });
    return { branch: Object.entries(ends).find(([, id]) => session.path.includes(id))?.[0], stored: session.variables[9] };
  };

  it('branches on the first entry that finds something and stores what it found', async () => {
    expect(await run('I want my MONEY BACK')).toEqual({ branch: 'refund', stored: undefined });
    expect(await run('order 12 345 please')).toEqual({ branch: 'order', stored: '12345' });
    expect(await run('hello')).toEqual({ branch: 'otherwise', stored: undefined });
  });
});
