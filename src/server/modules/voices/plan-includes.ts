import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';

/** The voice catalogues' part of what a business plan includes (plans/includes.ts gives the whole). */
type VoiceIncludes = Partial<Record<'voices' | 'languages' | 'tts_packages' | 'language_packs', string[]>>;

/** The voice catalogues' ids a business plan may include: [request field, kind's name in messages, the catalogue's ids]. */
async function catalogues(db: Db) {
  return {
    voices: (await db.selectFrom('tts_voices').select('tts_voice_id as id').execute()).map((r) => String(r.id)),
    languages: (await db.selectFrom('languages').select('language_id as id').execute()).map((r) => r.id),
    tts_packages: (await db.selectFrom('tts_packages').select('tts_package_id as id').execute()).map((r) => String(r.id)),
    language_packs: (await db.selectFrom('asr_language_packages').select('asr_language_package_id as id').execute()).map((r) =>
      String(r.id),
    ),
  };
}
const kindNames = {
  voices: 'TTS voice',
  languages: 'language',
  tts_packages: 'TTS package',
  language_packs: 'ASR language package',
} as const;

/**
 * A business plan's voices, languages, TTS packages and language packs name rows of their catalogues (voices and
 * packages by id, languages by language_id); anything else refuses the write (422, nothing written).
 */
export async function checkVoiceIncludes(db: Db, input: VoiceIncludes): Promise<void> {
  const known = await catalogues(db);
  const errors: string[] = [];
  for (const field of Object.keys(kindNames) as (keyof typeof kindNames)[]) {
    for (const item of input[field] ?? [])
      if (!known[field].includes(item)) errors.push(`${field}: ${fill(messages.voices.unknownPlanItem, { item, kind: kindNames[field] })}`);
  }
  if (errors.length) throw unprocessable(errors[0].replace(/^\w+: /, ''), errors);
}

/** The enabled TTS packages and ASR language packages a plan does not include (the answer's *_not_in_plan). */
export async function packagesNotInPlan(db: Db) {
  const tts = (
    await db.selectFrom('tts_packages').select('tts_package_id as id').where('is_enabled', '=', 1).orderBy('tts_package_name').execute()
  ).map((r) => String(r.id));
  const asr = (
    await db
      .selectFrom('asr_language_packages')
      .select('asr_language_package_id as id')
      .where('is_enabled', '=', 1)
      .orderBy('asr_language_package_name')
      .execute()
  ).map((r) => String(r.id));
  return (included: { tts_packages: string[]; language_packs: string[] }) => ({
    tts_packages_not_in_plan: tts.filter((id) => !included.tts_packages.includes(id)),
    language_packs_not_in_plan: asr.filter((id) => !included.language_packs.includes(id)),
  });
}
