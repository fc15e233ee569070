import { ttsVoicesEntity } from '@shared/entities/tts-voices.schema';
import type { TtsVoice } from '@shared/api/voices';
import { newVoiceDisplayOrder } from '@shared/voices/catalogue';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { assertLanguage } from './catalogue-checks';

async function toApi(_db: Db, rows: Row[]): Promise<TtsVoice[]> {
  return rows.map((r) => ({
    tts_voice_id: r.tts_voice_id,
    voice_name: r.voice_name,
    provider: r.provider,
    lang: r.lang,
    display_order: r.display_order,
    is_third_party: r.is_third_party,
    is_enabled: r.is_enabled,
    updated_at: r.updated_at,
  }));
}

/** TTS voices (system): a new voice is shown last (display_order 99, spec 3 §9) unless told otherwise; its language is one of the catalogue's. */
export const ttsVoices = defineEntityResource(ttsVoicesEntity, {
  toApi,
  fromApi(input, ctx) {
    const values: Row = {};
    for (const key of ['voice_name', 'provider', 'lang', 'display_order', 'is_third_party'])
      if (input[key] !== undefined) values[key] = input[key];
    if (ctx.mode === 'create') {
      values.display_order ??= newVoiceDisplayOrder;
      values.is_third_party ??= 0;
    }
    return values;
  },
  async beforeWrite(values, ctx) {
    if (ctx.mode === 'create' || values.lang !== ctx.existing?.lang) await assertLanguage(ctx.trx, values.lang);
    return values;
  },
});
