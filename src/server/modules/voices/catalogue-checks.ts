import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';

/** A language tag must be one of the languages catalogue (GET /prompt/languages). */
export async function assertLanguage(db: Db, lang: string, field = 'lang'): Promise<void> {
  const found = await db.selectFrom('languages').select('language_id').where('language_id', '=', lang).executeTakeFirst();
  if (!found)
    throw unprocessable(fill(messages.voices.unknownLanguage, { lang }), [`${field}: ${fill(messages.voices.unknownLanguage, { lang })}`]);
}

/**
 * Voices given by id must be enabled voices of the catalogue and speak `lang` (a package's or profile's
 * language): a voice of another language is refused with the voice and both languages named.
 */
export async function assertVoicesOfLanguage(db: Db, voiceIds: readonly number[], lang: string, item: string): Promise<void> {
  const unique = [...new Set(voiceIds)];
  if (unique.length === 0) return;
  const rows = await db
    .selectFrom('tts_voices')
    .select(['tts_voice_id', 'voice_name', 'lang'])
    .where('tts_voice_id', 'in', unique)
    .where('is_enabled', '=', 1)
    .execute();
  const missing = unique.find((id) => !rows.some((r) => r.tts_voice_id === id));
  if (missing !== undefined)
    throw unprocessable(fill(messages.voices.unknownVoice, { id: missing }), [
      `tts_voice_ids: ${fill(messages.voices.unknownVoice, { id: missing })}`,
    ]);
  const other = rows.find((r) => r.lang !== lang);
  if (other) {
    const text = fill(messages.voices.voiceOfAnotherLanguage, { voice: other.voice_name, voice_lang: other.lang, lang, item });
    throw unprocessable(text, [`tts_voice_ids: ${text}`]);
  }
}

/** Replaces the rows of a link table that belong to one owner. */
export async function replaceLinks(
  db: Db,
  table: 'tts_package_voices' | 'wsl_profile_voices' | 'asr_language_package_languages',
  owner: Record<string, number>,
  column: string,
  ids: readonly number[],
) {
  const [key, id] = Object.entries(owner)[0];
  await (db as any).deleteFrom(table).where(key, '=', id).execute();
  const rows = [...new Set(ids)].map((v) => ({ [key]: id, [column]: v }));
  if (rows.length) await (db as any).insertInto(table).values(rows).execute();
}
