import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);

describe('saving a version without publishing it', () => {
  it('keeps the draft as a new version; the published one stays, and a draft with errors may be saved', async () => {
    const t = await h.task();
    const published = await fx.call('POST', `/studio/versions/untitled-version/${t.task_id}`, {});
    expect(published.statusCode, published.body).toBe(201);
    const publishedId = published.json().data.version.version_id;
    const { canvas_id, start } = await h.start(t.task_id);
    // A prompt node whose prompt was since force-deleted: an error the publish gate refuses.
    const promptId = await h.prompt();
    await h.insert(t.task_id, canvas_id, start, 'prompt', { prompt_id: promptId });
    await fx.s.db.deleteFrom('prompts').where('prompt_id', '=', promptId).execute();
    expect((await fx.call('POST', `/studio/versions/untitled-version/${t.task_id}`, {})).statusCode).toBe(422);

    const saved = await fx.call('POST', `/studio/versions/untitled-version/${t.task_id}`, { publish: false });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.version).toMatchObject({ version_number: 2, is_published: false });
    const list = (await fx.call('GET', `/studio/versions/${t.task_id}`)).json().data;
    expect(list.task_version_in_use).toBe(publishedId);
    expect(list.version_in_use_modified).toBe(1);
    expect(list.versions.map((v: { version_number: number; is_published: boolean }) => [v.version_number, v.is_published])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('needs write access, and another account’s task is not found', async () => {
    const t = await h.task();
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = await fx.s.call('POST', `/studio/versions/untitled-version/${t.task_id}`, {
      token: viewer,
      selection: fx.retail,
      body: { publish: false },
    });
    expect(asViewer.statusCode).toBe(403);
    const health = await fx.s.call('POST', `/studio/versions/untitled-version/${t.task_id}`, {
      token: fx.token,
      selection: { spId: fx.ids.northwind, acId: fx.ids.health },
      body: { publish: false },
    });
    expect(health.statusCode).toBe(404);
    expect((await fx.call('GET', `/studio/versions/${t.task_id}`)).json().data.versions).toEqual([]);
  });

  it('keeps the notes its publisher wrote, trimmed; notes over 2,000 characters are refused and nothing is published', async () => {
    const t = await h.task();
    const tooLong = await fx.call('POST', `/studio/versions/untitled-version/${t.task_id}`, {
      version_name: 'Spring menu',
      version_notes: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.join(' ')).toContain('version_notes');
    expect((await fx.call('GET', `/studio/versions/${t.task_id}`)).json().data.versions).toEqual([]);

    const res = await fx.call('POST', `/studio/versions/untitled-version/${t.task_id}`, {
      version_name: 'Spring menu',
      version_notes: '  Option 3 now reaches billing.\nHoliday prompt updated.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.version).toMatchObject({
      version_name: 'Spring menu',
      version_notes: 'Option 3 now reaches billing.\nHoliday prompt updated.',
    });
    const blank = await fx.call('POST', `/studio/versions/untitled-version/${t.task_id}`, { publish: false, version_notes: '   ' });
    expect(blank.json().data.version.version_notes).toBeNull();
    const list = (await fx.call('GET', `/studio/versions/${t.task_id}`)).json().data.versions;
    expect(list.map((v: { version_notes: string | null }) => v.version_notes)).toEqual([
      null,
      'Option 3 now reaches billing.\nHoliday prompt updated.',
    ]);
  });
});
