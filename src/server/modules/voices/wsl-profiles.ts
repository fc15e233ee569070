import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { wslProfileFields } from '@shared/entities/wsl-profiles.fields';
import { wslProfilesEntity } from '@shared/entities/wsl-profiles.schema';
import type { z } from 'zod';
import type { wslProfile } from '@shared/api/voices';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { encryptSecret } from '../content/secrets';
import { accountVoiceItems, voicesOf } from './account-voices';
import { assertLanguage, assertVoicesOfLanguage, replaceLinks } from './catalogue-checks';
import { accountRows } from '../../http/tenant-repo';

type WslProfile = z.infer<typeof wslProfile>;

/** The profiles' voices, by display order. */
export async function profileVoices(db: Db, profileIds: readonly number[]) {
  if (profileIds.length === 0) return [];
  return db
    .selectFrom('wsl_profile_voices as pv')
    .innerJoin('tts_voices as v', 'v.tts_voice_id', 'pv.tts_voice_id')
    .select(['pv.wsl_profile_id', 'v.tts_voice_id', 'v.voice_name', 'v.provider'])
    .where('pv.wsl_profile_id', 'in', profileIds as number[])
    .orderBy('v.display_order')
    .orderBy('v.voice_name')
    .execute();
}

async function toApi(db: Db, rows: Row[]): Promise<WslProfile[]> {
  const voices = await profileVoices(
    db,
    rows.map((r) => r.wsl_profile_id as number),
  );
  return rows.map((r) => {
    const mine = voices
      .filter((v) => v.wsl_profile_id === r.wsl_profile_id)
      .map(({ tts_voice_id, voice_name, provider }) => ({ tts_voice_id, voice_name, provider }));
    return {
      wsl_profile_id: r.wsl_profile_id,
      ac_id: r.ac_id,
      ...(fieldsToApi(wslProfileFields, r) as Pick<WslProfile, keyof typeof wslProfileFields>),
      tts_voice_ids: mine.map((v) => v.tts_voice_id),
      voices: mine,
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    };
  });
}

/**
 * Speech-language (WSL) profiles (an account's): a language and voices of it, among the voices the
 * account's plan includes (another voice is refused as not in the plan).
 */
export const wslProfiles = defineEntityResource(wslProfilesEntity, {
  toApi,
  fromApi(input, ctx) {
    const values = fieldsFromApi(wslProfileFields, input, ctx.mode);
    // The API key is stored encrypted; the mask a read answered keeps the stored key (fieldsFromApi leaves it out).
    if (values.api_key !== undefined)
      values.api_key = values.api_key ? encryptSecret(String(values.api_key), ctx.request.server.studio.config.signingSecret) : null;
    return values;
  },
  async beforeWrite(values, ctx) {
    const account = await accountRows(ctx.trx, values.ac_id).selectFrom('accounts').select('sp_id').executeTakeFirstOrThrow();
    if (ctx.mode === 'create' || values.lang !== ctx.existing?.lang) await assertLanguage(ctx.trx, values.lang);
    return { ...values, sp_id: account.sp_id };
  },
  async afterWrite(row, ctx) {
    const given = ctx.input.tts_voice_ids as number[] | undefined;
    const voiceIds =
      given ??
      (
        await ctx.trx.selectFrom('wsl_profile_voices').select('tts_voice_id').where('wsl_profile_id', '=', row.wsl_profile_id).execute()
      ).map((r) => r.tts_voice_id);
    await assertVoicesOfLanguage(ctx.trx, voiceIds, row.lang, 'profile');
    if (!given) return;
    const offered = new Set((await voicesOf(ctx.trx, await accountVoiceItems(ctx.trx, row.ac_id))).map((v) => v.tts_voice_id));
    const outside = given.find((id) => !offered.has(id));
    if (outside !== undefined) {
      const voice = await ctx.trx
        .selectFrom('tts_voices')
        .select('voice_name')
        .where('tts_voice_id', '=', outside)
        .executeTakeFirstOrThrow();
      const text = fill(messages.voices.voiceNotInPlan, { voice: voice.voice_name });
      throw unprocessable(text, [`tts_voice_ids: ${text}`]);
    }
    await replaceLinks(ctx.trx, 'wsl_profile_voices', { wsl_profile_id: row.wsl_profile_id }, 'tts_voice_id', given);
  },
});
