import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../../db/index';
import { unprocessable } from '../../../http/errors';
import { recordActivity } from '../../../http/activity';
import type { AccountContext as ResourceContext } from '../../../http/entity-resource';
import { parseTexts, serialiseTexts, type PromptText } from './prompt-text';
import { accountRows } from '../../../http/tenant-repo';

/** What a prompt may play per language (spec 2 §3, §5): an audio file of the spec's upload types. */
export const audioExtensions: readonly string[] = ['mp3', 'wav'];

/** The audio file ids the texts use, in order of first appearance. */
export function audioFileIds(texts: readonly PromptText[]): number[] {
  const ids: number[] = [];
  for (const t of texts) if (t.file_id != null && !ids.includes(t.file_id)) ids.push(t.file_id);
  return ids;
}

/**
 * Every language's audio must be an enabled, unarchived mp3 or wav file of the same account; a file
 * of another account is answered like an unknown one. The refusal names the text's field and language.
 */
export async function assertAudioFiles(db: Db, acId: number, texts: readonly PromptText[]): Promise<void> {
  const ids = audioFileIds(texts);
  if (ids.length === 0) return;
  const rows = await accountRows(db, acId)
    .selectFrom('attachment_files')
    .select(['file_id', 'file_name', 'extension', 'is_enabled', 'is_archived'])
    .where('file_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.file_id, r]));
  texts.forEach((text, index) => {
    if (text.file_id == null) return;
    const field = `texts.${index}.file_id`;
    const file = byId.get(text.file_id);
    const values = { id: text.file_id, name: file?.file_name ?? '', language: text.language };
    if (!file) throw unprocessable(`${field}: ${fill(messages.content.audioFileNotFound, values)}`);
    if (file.is_enabled !== 1 || file.is_archived !== 0)
      throw unprocessable(`${field}: ${fill(messages.content.audioFileDeleted, values)}`);
    if (!audioExtensions.includes(file.extension)) throw unprocessable(`${field}: ${fill(messages.content.audioFileType, values)}`);
  });
}

/**
 * A file removed for good is no prompt's audio any more: the languages that played it keep their
 * text and lose the file. Each changed prompt records an activity entry.
 */
export async function detachAudioFile(ctx: ResourceContext, fileId: number): Promise<void> {
  // Disabled prompts too (an undo brings them back): found by the stored form, then confirmed parsed.
  const rows = await accountRows(ctx.trx, ctx.acId)
    .selectFrom('prompts')
    .select(['prompt_id', 'texts'])
    .where('texts', 'like', `%"file_id":${fileId}}%`)
    .execute();
  for (const row of rows) {
    const texts = parseTexts(row.texts);
    if (!texts.some((t) => t.file_id === fileId)) continue;
    const after = texts.map((t) => (t.file_id === fileId ? { ...t, file_id: null } : t));
    await accountRows(ctx.trx, ctx.acId)
      .updateTable('prompts')
      .set({ texts: serialiseTexts(after), updated_by: ctx.userId, updated_at: nowIso() })
      .where('prompt_id', '=', row.prompt_id)
      .execute();
    await recordActivity(ctx.trx, ctx.request, {
      subject_type: 'Prompt',
      subject_id: row.prompt_id,
      action: 'update',
      summary: { before: { texts }, after: { texts: after } },
    });
  }
}
