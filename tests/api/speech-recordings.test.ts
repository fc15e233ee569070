import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import { multipart } from './support/multipart';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let builder: string;
let task: number;
let recordNode: number;
const audio = Buffer.from('RIFF....WAVEfmt fake audio bytes');

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  builder = await s.login('ac.builder@studio.test');
  const tasks = (await s.call('GET', '/studio/tasks', { token: builder, selection: retail() })).json().data as {
    task_id: number;
    task_name: string;
  }[];
  task = tasks.find((t) => t.task_name === 'Retail main line')!.task_id;
  // The node a new session first waits at becomes a record step.
  const first = (await s.call('POST', '/sim/sessions', { token: builder, selection: retail(), body: { task_id: task } })).json().data;
  recordNode = first.node_id;
  await s.db.updateTable('nodes').set({ node_type: 'record', config: '{}' }).where('node_id', '=', recordNode).execute();
  // As every write of a task's nodes does: the engine keeps a task's flow while its revision holds.
  await s.db
    .updateTable('tasks')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('task_id', '=', task)
    .execute();
});
afterAll(() => s.close());

const retail = () => ({ spId: ids.northwind, acId: ids.retail });
const as = (token: string, selection = retail()) => ({ token, selection });
const upload = (sessionId: string, name = 'hello.wav', content = audio) => {
  const { body, headers } = multipart(name, content);
  return s.call('POST', `/sim/sessions/${sessionId}/recording`, { ...as(builder), body, headers });
};
const startSession = async () =>
  (await s.call('POST', '/sim/sessions', { ...as(builder), body: { task_id: task } })).json().data as {
    session_id: string;
    node_id: number;
  };

describe('recordings of record steps', () => {
  it('a session waiting at a record step takes an uploaded recording, stores it and goes on', async () => {
    const session = await startSession();
    expect(session.node_id).toBe(recordNode);
    const res = await upload(session.session_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.node_id).not.toBe(recordNode);
    const list = (await s.call('GET', `/speech/recordings?task_id=${task}`, as(builder))).json();
    expect(list.meta.total).toBe(1);
    const rec = list.data[0];
    expect(rec).toMatchObject({
      task_id: task,
      node_id: recordNode,
      session_id: session.session_id,
      file_name: 'hello.wav',
      mime_type: 'audio/wav',
      size: audio.length,
    });
    const play = await s.call('GET', `/speech/recordings/${rec.recording_id}/audio`, as(builder));
    expect(play.statusCode).toBe(200);
    expect(play.headers['content-type']).toBe('audio/wav');
    expect(play.rawPayload.equals(audio)).toBe(true);
  });

  it('refuses a recording when the session does not wait for one, or a file that is no audio', async () => {
    const session = await startSession();
    const bad = await upload(session.session_id, 'notes.txt');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('A recording must be an audio file: webm, ogg, m4a, mp3, wav.');
    await upload(session.session_id);
    const again = await upload(session.session_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.analyse.notWaitingForRecording);
    const total = (await s.call('GET', `/speech/recordings?task_id=${task}`, as(builder))).json().meta.total;
    expect(total).toBe(2);
  });

  it('pages the list, deletes by recording_id, and another account never sees or deletes them', async () => {
    const page = (await s.call('GET', `/speech/recordings?task_id=${task}&per_page=1&page=2`, as(builder))).json();
    expect(page.meta).toEqual({ total: 2, page: 2, per_page: 1 });
    const id = page.data[0].recording_id;
    const spAdmin = await s.login('sp.admin@studio.test');
    const health = { spId: ids.northwind, acId: ids.health };
    expect((await s.call('GET', '/speech/recordings', as(spAdmin, health))).json().meta.total).toBe(0);
    expect((await s.call('DELETE', `/speech/recordings?recording_id=${id}`, as(spAdmin, health))).statusCode).toBe(404);
    const del = await s.call('DELETE', `/speech/recordings?recording_id=${id}`, as(builder));
    expect(del.statusCode).toBe(200);
    expect((await s.call('DELETE', `/speech/recordings?recording_id=${id}`, as(builder))).statusCode).toBe(404);
    expect((await s.call('GET', `/speech/recordings/${id}/audio`, as(builder))).statusCode).toBe(404);
    expect((await s.call('DELETE', '/speech/recordings', as(builder))).statusCode).toBe(422);
    expect((await s.call('GET', `/speech/recordings?task_id=${task}`, as(builder))).json().meta.total).toBe(1);
  });
});
