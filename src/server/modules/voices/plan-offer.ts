import { fill, messages } from '@shared/messages';
import type { AccountFacts } from '@shared/plugin-api';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import { accountVoiceItems, languagesOf, voicesOf } from './account-voices';

/**
 * What an account may use of the voice catalogues, enforced where it is used: a prompt's new
 * languages must be languages its plan includes, a set_voice node's voice one of the voices its plan includes (its
 * definition's serverCheck, asking accountFacts).
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

/** The account's facts a node type's serverCheck asks for (set_voice: its voice), each looked up when asked. */
export function accountFacts(db: Db, acId: number): AccountFacts {
  return {
    voiceInPlan: async (voice) => (await voicesOf(db, await accountVoiceItems(db, acId))).some((v) => v.voice_name === voice),
  };
}
