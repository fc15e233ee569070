import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportStatusEvent, UsageEvent } from '@shared/realtime';
import { rollupChain } from '../../src/server/modules/analyse/rollup-job';
import { startListening, stopListening, subscribedSocket } from './support/listening';
import { demoIds, type TestStudio } from './support/studio';
import { firstTask, seedSessions } from './analyse-support';

/** Spec 3 §7: report status and the usage events reach the account's channel, and only that account's. */
let s: TestStudio;
let url: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ s, url } = await startListening());
  ids = await demoIds(s.db);
});
afterAll(() => stopListening(s, sockets));

const listen = <T>(socket: Socket, event: string) => {
  const got: T[] = [];
  socket.on(event, (p: T) => got.push(p));
  return got;
};
const until = async (check: () => boolean) => {
  for (let waited = 0; waited < 15_000 && !check(); waited += 25) await new Promise((r) => setTimeout(r, 25));
};

describe('the account channel of analyse', () => {
  it("report:status follows an instance from running to completed; another account's socket hears nothing", async () => {
    const token = await s.login('ac.builder@studio.test');
    const retail = await subscribedSocket(url, token, { sp_id: ids.northwind, ac_id: ids.retail }, sockets);
    const health = await subscribedSocket(url, token, { sp_id: ids.northwind, ac_id: ids.health }, sockets);
    const heard = listen<ReportStatusEvent>(retail, 'report:status');
    const elsewhere = listen<ReportStatusEvent>(health, 'report:status');
    const selection = { spId: ids.northwind, acId: ids.retail };
    const report = await s.call('POST', '/reporting/reports', {
      token,
      selection,
      body: {
        report_name: 'Live',
        table_name: 'usage_by_day',
        columns: ['date', 'sessions'],
        chart: { type: 'line', x: 'date', y: ['sessions'] },
      },
    });
    const id = (
      await s.call('POST', '/reporting/instances', {
        token,
        selection,
        body: { report_id: report.json().data.report_id, report_instance_name: 'Now', start_date: '2026-11-01', end_date: '2026-11-02' },
      })
    ).json().data.report_instance_id;
    await until(() => heard.some((e) => e.status === 'completed'));
    expect(heard.map((e) => e.status)).toEqual(expect.arrayContaining(['running', 'completed']));
    expect(heard.at(-1)).toMatchObject({ ac_id: ids.retail, report_instance_id: id, status: 'completed', progress: 100 });
    expect(elsewhere).toEqual([]);
  });

  it('the rollup job tells the account of new usage, and a job of an older generation ends without doing anything', async () => {
    const token = await s.login('ac.builder@studio.test');
    const socket = await subscribedSocket(url, token, { sp_id: ids.northwind, ac_id: ids.retail }, sockets);
    const usage = listen<UsageEvent>(socket, 'usage:virtual-agent');
    const chatbot = listen<UsageEvent>(socket, 'usage:chatbot');
    await seedSessions(s.db, [
      {
        ac_id: ids.retail,
        task_id: await firstTask(s.db, ids.retail),
        channel: 'chatbot',
        started_at: new Date(Date.now() - 30_000).toISOString(),
        seconds: 10,
      },
    ]);
    const { generation } = await s.db.selectFrom('usage_rollup_state').select('generation').executeTakeFirstOrThrow();
    const handler = rollupChain(s.app.studio).handler;
    await handler({ generation: generation - 1 }, { signal: new AbortController().signal, attempt: 0 });
    await new Promise((r) => setTimeout(r, 200));
    expect(usage).toEqual([]);
    await handler({ generation }, { signal: new AbortController().signal, attempt: 0 });
    await until(() => usage.length > 0 && chatbot.length > 0);
    expect(usage[0]).toMatchObject({ ac_id: ids.retail });
    expect(chatbot[0]).toMatchObject({ ac_id: ids.retail });
  });
});
