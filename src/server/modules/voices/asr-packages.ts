import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { asrPackageFields } from '@shared/entities/asr-language-packages.fields';
import { asrLanguagePackagesEntity } from '@shared/entities/asr-language-packages.schema';
import type { z } from 'zod';
import type { asrLanguagePackage } from '@shared/api/voices';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { replaceLinks } from './catalogue-checks';

type AsrPackage = z.infer<typeof asrLanguagePackage>;

async function toApi(db: Db, rows: Row[]): Promise<AsrPackage[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('asr_language_package_languages as pl')
    .innerJoin('asr_languages as l', 'l.asr_language_id', 'pl.asr_language_id')
    .select(['pl.asr_language_package_id', 'l.asr_language_id', 'l.lang'])
    .where(
      'pl.asr_language_package_id',
      'in',
      rows.map((r) => r.asr_language_package_id as number),
    )
    .orderBy('l.lang')
    .execute();
  return rows.map((r) => {
    const mine = links.filter((l) => l.asr_language_package_id === r.asr_language_package_id);
    return {
      asr_language_package_id: r.asr_language_package_id,
      ...(fieldsToApi(asrPackageFields, r) as Pick<AsrPackage, keyof typeof asrPackageFields>),
      asr_language_ids: mine.map((l) => l.asr_language_id),
      languages: mine.map((l) => l.lang),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    };
  });
}

/** ASR language packages (system): a name (checked by /util/asr-language-packages/validate) and ASR languages of the catalogue. */
export const asrLanguagePackages = defineEntityResource(asrLanguagePackagesEntity, {
  toApi,
  fromApi: (input, ctx) => fieldsFromApi(asrPackageFields, input, ctx.mode),
  async afterWrite(row, ctx) {
    const given = ctx.input.asr_language_ids as number[] | undefined;
    if (!given) return;
    const found = given.length
      ? await ctx.trx.selectFrom('asr_languages').select('asr_language_id').where('asr_language_id', 'in', given).execute()
      : [];
    const missing = given.find((id) => !found.some((f) => f.asr_language_id === id));
    if (missing !== undefined)
      throw unprocessable(fill(messages.voices.unknownAsrLanguage, { id: missing }), [
        `asr_language_ids: ${fill(messages.voices.unknownAsrLanguage, { id: missing })}`,
      ]);
    await replaceLinks(
      ctx.trx,
      'asr_language_package_languages',
      { asr_language_package_id: row.asr_language_package_id },
      'asr_language_id',
      given,
    );
  },
});
