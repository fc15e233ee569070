import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import { accountVoiceItems, languagesOf, voicesOf } from './account-voices';

/**
 * What an account may use of the voice catalogues, enforced where it is used: a prompt's new
 * languages must be languages its plan includes, a set_voice node's voice one of the voices its plan includes.
 * Languages a prompt already had stay editable after a plan dropped them (the changes check showed the loss).
 */
export async function assertPromptLanguages(
  db: Db,
  acId: number,
  languages: readonly string[],
  had: readonly string[] = [],
): Promise<void> {
  const added = [...new Set(languages)].filter((l) => !had.includes(l));
  if (added.length === 0) return;
  const offered = new Set((await languagesOf(db, await accountVoiceItems(db, acId))).map((l) => l.language_id));
  const index = languages.findIndex((l) => added.includes(l) && !offered.has(l));
  if (index >= 0) {
    const text = fill(messages.voices.languageNotInPlan, { lang: languages[index] });
    throw unprocessable(`texts.${index}.language: ${text}`, [`texts.${index}.language: ${text}`]);
  }
}

/** The config fields of node types that name a voice of the account's plan. */
const voiceFields: Record<string, string> = { set_voice: 'tts_voice' };

export async function assertNodeVoice(db: Db, acId: number, nodeType: string, config: Record<string, unknown>): Promise<void> {
  const field = voiceFields[nodeType];
  const voice = field ? config[field] : undefined;
  if (typeof voice !== 'string' || voice.trim() === '') return;
  const offered = await voicesOf(db, await accountVoiceItems(db, acId));
  if (!offered.some((v) => v.voice_name === voice)) {
    const text = fill(messages.voices.voiceNotInPlan, { voice });
    throw unprocessable(`${field}: ${text}`, [`${field}: ${text}`]);
  }
}
