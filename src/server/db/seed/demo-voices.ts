import type { Db } from '../index';
import { nowIso } from '../index';

/** Each demo account's speech-language profile: English (US) with the first two US voices of the catalogue. */
export async function seedDemoVoices(trx: Db, accounts: { ac_id: number; sp_id: number }[]): Promise<void> {
  const now = nowIso();
  const voices = await trx
    .selectFrom('tts_voices')
    .select('tts_voice_id')
    .where('lang', '=', 'en-US')
    .orderBy('display_order')
    .limit(2)
    .execute();
  for (const a of accounts) {
    const { wsl_profile_id } = await trx
      .insertInto('wsl_profiles')
      .values({
        wsl_profile_name: 'English (US) IVR',
        sp_id: a.sp_id,
        ac_id: a.ac_id,
        lang: 'en-US',
        description: null,
        is_enabled: 1,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('wsl_profile_id')
      .executeTakeFirstOrThrow();
    if (voices.length)
      await trx
        .insertInto('wsl_profile_voices')
        .values(voices.map((v) => ({ wsl_profile_id, tts_voice_id: v.tts_voice_id })))
        .execute();
  }
}
