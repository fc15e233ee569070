import { ttsVoicesEntity } from '@shared/entities/tts-voices.schema';
import type { TtsVoice } from '@shared/api/voices';
import { fieldsToApi } from '@shared/entities/field-values';
import { ttsVoiceFields } from '@shared/entities/tts-voices.fields';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { assertLanguage } from './catalogue-checks';

async function toApi(_db: Db, rows: Row[]): Promise<TtsVoice[]> {
  return rows.map((r) => ({
    tts_voice_id: r.tts_voice_id,
    ...(fieldsToApi(ttsVoiceFields, r) as Pick<TtsVoice, keyof typeof ttsVoiceFields>),
    is_enabled: r.is_enabled,
    updated_at: r.updated_at,
  }));
}

/** TTS voices (system): a new voice is shown last (display_order 99, spec 3 §9: the declared default) unless told otherwise; its language is one of the catalogue's. */
export const ttsVoices = defineEntityResource(ttsVoicesEntity, {
  toApi,
  async beforeWrite(values, ctx) {
    if (ctx.mode === 'create' || values.lang !== ctx.existing?.lang) await assertLanguage(ctx.trx, values.lang);
    return values;
  },
});
