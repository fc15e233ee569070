import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { ttsPackageFields } from '@shared/entities/tts-packages.fields';
import { ttsPackagesEntity } from '@shared/entities/tts-packages.schema';
import type { z } from 'zod';
import type { ttsPackage } from '@shared/api/voices';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { assertLanguage, assertVoicesOfLanguage, replaceLinks } from './catalogue-checks';

type TtsPackage = z.infer<typeof ttsPackage>;

/** Packages with their voices, grouped by language (spec 3 §3). */
async function toApi(db: Db, rows: Row[]): Promise<TtsPackage[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('tts_package_voices as pv')
    .innerJoin('tts_voices as v', 'v.tts_voice_id', 'pv.tts_voice_id')
    .select(['pv.tts_package_id', 'v.tts_voice_id', 'v.voice_name', 'v.provider', 'v.lang'])
    .where(
      'pv.tts_package_id',
      'in',
      rows.map((r) => r.tts_package_id as number),
    )
    .orderBy('v.lang')
    .orderBy('v.display_order')
    .orderBy('v.voice_name')
    .execute();
  return rows.map((r) => {
    const mine = links.filter((l) => l.tts_package_id === r.tts_package_id);
    const langs = [...new Set(mine.map((l) => l.lang))];
    return {
      tts_package_id: r.tts_package_id,
      ...(fieldsToApi(ttsPackageFields, r) as Pick<TtsPackage, keyof typeof ttsPackageFields>),
      tts_voice_ids: mine.map((l) => l.tts_voice_id),
      tts_package_voices: langs.map((lang) => ({
        lang,
        voices: mine
          .filter((l) => l.lang === lang)
          .map(({ tts_voice_id, voice_name, provider }) => ({ tts_voice_id, voice_name, provider })),
      })),
      lexicon: r.lexicon_file_name
        ? { file_name: r.lexicon_file_name, size: Number(r.lexicon_size ?? 0), updated_at: r.lexicon_updated_at ?? r.updated_at }
        : null,
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    };
  });
}

/** TTS packages (system): voices of the package's one language; a voice of another language refuses the write. */
export const ttsPackages = defineEntityResource(ttsPackagesEntity, {
  toApi,
  fromApi: (input, ctx) => fieldsFromApi(ttsPackageFields, input, ctx.mode),
  async beforeWrite(values, ctx) {
    if (ctx.mode === 'create' || values.lang !== ctx.existing?.lang) await assertLanguage(ctx.trx, values.lang);
    return values;
  },
  async afterWrite(row, ctx) {
    const given = ctx.input.tts_voice_ids as number[] | undefined;
    const voiceIds =
      given ??
      (
        await ctx.trx.selectFrom('tts_package_voices').select('tts_voice_id').where('tts_package_id', '=', row.tts_package_id).execute()
      ).map((r) => r.tts_voice_id);
    // A language change re-checks the voices kept; restoring re-checks that they still exist.
    await assertVoicesOfLanguage(ctx.trx, voiceIds, row.lang, 'package');
    if (given) await replaceLinks(ctx.trx, 'tts_package_voices', { tts_package_id: row.tts_package_id }, 'tts_voice_id', given);
  },
});
