import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { accountFixture } from './support/account';
import { multipart } from './support/multipart';

const fx = accountFixture();
const files = '/content/attachment-files';

const uploadTo = async (selection: Selection, fileName: string, content = 'RIFF....WAVEfmt ') => {
  const { body, headers } = multipart(fileName, Buffer.from(content));
  const res = await fx.s.call('POST', files, { token: fx.token, selection, body, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { file_id: number; file_name: string };
};
const upload = (fileName: string) => uploadTo(fx.retail, fileName);
const createPrompt = async (body: Record<string, unknown>) => {
  const res = await fx.call('POST', '/prompt/prompts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const storedPrompt = (id: number) => fx.s.db.selectFrom('prompts').selectAll().where('prompt_id', '=', id).executeTakeFirstOrThrow();
const promptCount = async () => (await fx.s.db.selectFrom('prompts').select('prompt_id').execute()).length;
const checkInUse = async (fileId: number) =>
  (await fx.call('POST', '/content/check-in-use', { content_model: 'AttachmentFile', content_id: fileId })).json().data;
const usageCount = async (fileId: number) =>
  (await fx.call('POST', '/content/check-in-use-count', { content_model: 'AttachmentFile', content_id: fileId })).json().data.count;

describe('prompt audio per language', () => {
  it('accepts an mp3 or wav file of the account per language, reads it back and records the usage', async () => {
    const mp3 = await upload('Welcome EN.mp3');
    const wav = await upload('Bienvenue.WAV');
    const p = await createPrompt({
      prompt_name: 'Welcome with audio',
      texts: [
        { language: 'en-US', text: 'Welcome.', file_id: mp3.file_id },
        { language: 'fr-CA', text: 'Bienvenue.', file_id: wav.file_id },
        { language: 'de-DE', text: 'Willkommen.', file_id: null },
      ],
    });
    expect(p.texts.map((t: { file_id: number | null }) => t.file_id)).toEqual([mp3.file_id, wav.file_id, null]);
    expect((await fx.call('GET', `/prompt/prompts/${p.prompt_id}`)).json().data.texts).toEqual(p.texts);

    const used = await checkInUse(mp3.file_id);
    expect(used).toMatchObject({
      in_use: true,
      count: 1,
      deletable: true,
      title: null,
      message: 'This content is getting used in some places. Deleting this content might break the associated tasks.',
    });
    expect(used.usages).toEqual([
      { model: 'Prompt', id: null, name: 'Prompts', items: [{ model: 'Prompt', id: p.prompt_id, name: 'Welcome with audio' }] },
    ]);
    expect(await usageCount(wav.file_id)).toBe(1);

    // The usage follows the prompt: another file for English, then no file at all.
    const other = await upload('Welcome EN v2.mp3');
    await fx.call('PUT', `/prompt/prompts/${p.prompt_id}`, { texts: [{ language: 'en-US', text: 'Welcome.', file_id: other.file_id }] });
    expect(await usageCount(mp3.file_id)).toBe(0);
    expect(await usageCount(wav.file_id)).toBe(0);
    expect(await usageCount(other.file_id)).toBe(1);
    const refreshed = await fx.call('POST', '/content/refresh-check-in-use', {
      content_model: 'AttachmentFile',
      content_id: other.file_id,
    });
    expect(refreshed.json().data.count).toBe(1);
    await fx.call('PUT', `/prompt/prompts/${p.prompt_id}`, { texts: [{ language: 'en-US', text: 'Welcome.' }] });
    expect((await checkInUse(other.file_id)).message).toBe('This item is not currently in use.');

    // A soft-deleted prompt uses nothing; its undo uses the file again.
    const again = await createPrompt({
      prompt_name: 'Closing with audio',
      texts: [{ language: 'en-US', text: 'Bye.', file_id: mp3.file_id }],
    });
    await fx.call('DELETE', `/prompt/prompts/${again.prompt_id}`);
    expect(await usageCount(mp3.file_id)).toBe(0);
    expect((await fx.call('PUT', `/prompt/prompts/${again.prompt_id}`, { is_enabled: 1 })).statusCode).toBe(200);
    expect(await usageCount(mp3.file_id)).toBe(1);
  });

  it('refuses a file that is not mp3 or wav, an unknown id, and a deleted or archived file, and changes nothing', async () => {
    const pdf = await upload('Brochure.pdf');
    const gone = await upload('Old jingle.mp3');
    const archived = await upload('Archived jingle.wav');
    await fx.call('DELETE', `${files}/${gone.file_id}`);
    await fx.call('DELETE', `${files}/${archived.file_id}?delete_type=safe`);
    const good = await upload('Hold.mp3');
    const kept = await createPrompt({
      prompt_name: 'Hold with audio',
      texts: [{ language: 'en-US', text: 'Please hold.', file_id: good.file_id }],
    });
    const before = await promptCount();
    const storedBefore = await storedPrompt(kept.prompt_id);

    const cases: [number, string][] = [
      [pdf.file_id, 'texts.1.file_id: The audio of fr-CA must be an mp3 or wav file; Brochure.pdf is not.'],
      [987654, 'texts.1.file_id: The audio file 987654 of fr-CA does not exist in this account.'],
      [gone.file_id, 'texts.1.file_id: The audio file Old jingle.mp3 of fr-CA is deleted or archived: choose another one.'],
      [archived.file_id, 'texts.1.file_id: The audio file Archived jingle.wav of fr-CA is deleted or archived: choose another one.'],
    ];
    for (const [fileId, message] of cases) {
      const texts = [
        { language: 'en-US', text: 'Hello.', file_id: good.file_id },
        { language: 'fr-CA', text: 'Bonjour.', file_id: fileId },
      ];
      const created = await fx.call('POST', '/prompt/prompts', { prompt_name: `Refused ${fileId}`, texts });
      expect(created.statusCode, created.body).toBe(422);
      expect(created.json()).toEqual({ message, errors: [message] });
      const updated = await fx.call('PUT', `/prompt/prompts/${kept.prompt_id}`, { texts });
      expect(updated.statusCode).toBe(422);
      expect(updated.json().message).toBe(message);
    }
    expect(await promptCount()).toBe(before);
    expect(await storedPrompt(kept.prompt_id)).toEqual(storedBefore);
    expect(await usageCount(pdf.file_id)).toBe(0);
    expect(
      (await fx.call('POST', '/prompt/prompts', { prompt_name: 'Bad id', texts: [{ language: 'en-US', text: 'x', file_id: 'abc' }] }))
        .statusCode,
    ).toBe(422);
  });

  it("refuses another account's file as unknown, and changes nothing", async () => {
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const foreign = await uploadTo(health, 'Health greeting.mp3');
    const own = await createPrompt({ prompt_name: 'Retail greeting', texts: [{ language: 'en-US', text: 'Hi.' }] });
    const before = await promptCount();
    const storedBefore = await storedPrompt(own.prompt_id);
    const message = `texts.0.file_id: The audio file ${foreign.file_id} of en-US does not exist in this account.`;
    const texts = [{ language: 'en-US', text: 'Hi.', file_id: foreign.file_id }];

    const created = await fx.call('POST', '/prompt/prompts', { prompt_name: 'Borrowed audio', texts });
    expect(created.statusCode).toBe(422);
    expect(created.json().message).toBe(message);
    const updated = await fx.call('PUT', `/prompt/prompts/${own.prompt_id}`, { texts });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().message).toBe(message);

    expect(await promptCount()).toBe(before);
    expect(await storedPrompt(own.prompt_id)).toEqual(storedBefore);
    const usages = await fx.s.db
      .selectFrom('content_usages')
      .select('ac_id')
      .where('content_model', '=', 'AttachmentFile')
      .where('content_id', '=', foreign.file_id)
      .execute();
    expect(usages).toEqual([]);
    // Nor does the check in use of Health's file answer from Retail.
    expect(
      (await fx.call('POST', '/content/check-in-use', { content_model: 'AttachmentFile', content_id: foreign.file_id })).statusCode,
    ).toBe(404);
  });

  it('deletes a file a prompt uses after the usage warning: soft delete keeps the audio, force delete takes it off the prompt', async () => {
    const mp3 = await upload('Menu options.mp3');
    const p = await createPrompt({
      prompt_name: 'Menu with audio',
      texts: [
        { language: 'en-US', text: 'Press 1.', file_id: mp3.file_id },
        { language: 'es-US', text: 'Oprima 1.', file_id: mp3.file_id },
      ],
    });
    const check = await fx.call('POST', '/content/check-in-use', {
      content_model: 'AttachmentFile',
      content_id: mp3.file_id,
      delete_type: 'force',
    });
    expect(check.json().data).toMatchObject({ in_use: true, deletable: true });

    // Soft delete and undo: the prompt still plays the file.
    expect((await fx.call('DELETE', `${files}/${mp3.file_id}`)).statusCode).toBe(200);
    expect((await storedPrompt(p.prompt_id)).texts).toContain(`"file_id":${mp3.file_id}`);
    expect(await usageCount(mp3.file_id)).toBe(1);
    expect((await fx.call('PUT', `${files}/${mp3.file_id}`, { is_enabled: 1 })).statusCode).toBe(200);

    const storedName = (
      await fx.s.db.selectFrom('attachment_files').select('stored_name').where('file_id', '=', mp3.file_id).executeTakeFirstOrThrow()
    ).stored_name;
    const dir = join(fx.s.config.dataDir, 'files', String(fx.retail.acId));
    expect(readdirSync(dir)).toContain(storedName);
    const force = await fx.call('DELETE', `${files}/${mp3.file_id}?delete_type=force`);
    expect(force.json().data).toEqual({ id: mp3.file_id, delete_type: 'force' });
    expect(existsSync(join(dir, storedName))).toBe(false);

    const after = (await fx.call('GET', `/prompt/prompts/${p.prompt_id}`)).json().data;
    expect(after.texts).toEqual([
      { language: 'en-US', text: 'Press 1.', file_id: null },
      { language: 'es-US', text: 'Oprima 1.', file_id: null },
    ]);
    const usages = await fx.s.db
      .selectFrom('content_usages')
      .select('used_by_id')
      .where('content_model', '=', 'AttachmentFile')
      .where('content_id', '=', mp3.file_id)
      .execute();
    expect(usages).toEqual([]);
    const log = await fx.s.db
      .selectFrom('activity_log')
      .select(['action', 'summary'])
      .where('subject_type', '=', 'Prompt')
      .where('subject_id', '=', String(p.prompt_id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.action).toBe('update');
    expect(JSON.parse(log.summary).after.texts[0].file_id).toBeNull();
    // The prompt saves again as it is now.
    expect((await fx.call('PUT', `/prompt/prompts/${p.prompt_id}`, { prompt_name: 'Menu' })).statusCode).toBe(200);
  });
});
