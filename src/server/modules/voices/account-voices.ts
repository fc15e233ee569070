import type { AccountVoice, Language } from '@shared/api/voices';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';

/**
 * What an account's plans give it of the voice catalogues: the voices its plans include, directly
 * or through an included TTS package; the languages they include, directly or through an included ASR language
 * package. The plans' items are materialised per account in enabled_voice_items (with its enabled features, on
 * every plan change); the catalogue rows they name are read as they stand (a disabled voice is offered nowhere).
 */
export type VoiceItemKind = 'voice' | 'language' | 'tts_package' | 'language_pack';
export const voiceItemKinds: readonly VoiceItemKind[] = ['voice', 'language', 'tts_package', 'language_pack'];
export type VoiceItems = Record<VoiceItemKind, string[]>;

const ids = (items: readonly string[]) => items.map(Number).filter((n) => Number.isInteger(n) && n > 0);
const empty = (): VoiceItems => ({ voice: [], language: [], tts_package: [], language_pack: [] });

/** The materialised items of an account. */
export async function accountVoiceItems(db: Db, acId: number): Promise<VoiceItems> {
  const rows = await accountRows(db, acId).selectFrom('enabled_voice_items').select(['kind', 'item']).execute();
  const out = empty();
  for (const r of rows) out[r.kind as VoiceItemKind]?.push(r.item);
  return out;
}

/** The enabled voices that items give (direct voices and the voices of enabled packages), by display order. */
export async function voicesOf(db: Db, items: VoiceItems): Promise<AccountVoice[]> {
  const direct = ids(items.voice);
  const packages = ids(items.tts_package);
  const viaPackages = packages.length
    ? (
        await db
          .selectFrom('tts_package_voices as pv')
          .innerJoin('tts_packages as p', 'p.tts_package_id', 'pv.tts_package_id')
          .select('pv.tts_voice_id')
          .where('p.is_enabled', '=', 1)
          .where('p.tts_package_id', 'in', packages)
          .execute()
      ).map((r) => r.tts_voice_id)
    : [];
  const all = [...new Set([...direct, ...viaPackages])];
  if (all.length === 0) return [];
  return db
    .selectFrom('tts_voices')
    .select(['tts_voice_id', 'voice_name', 'provider', 'lang', 'display_order'])
    .where('is_enabled', '=', 1)
    .where('tts_voice_id', 'in', all)
    .orderBy('display_order')
    .orderBy('voice_name')
    .execute();
}

/** The catalogue languages that items give (direct languages and the languages of enabled ASR packages). */
export async function languagesOf(db: Db, items: VoiceItems): Promise<Language[]> {
  const packs = ids(items.language_pack);
  const viaPacks = packs.length
    ? (
        await db
          .selectFrom('asr_language_package_languages as pl')
          .innerJoin('asr_language_packages as p', 'p.asr_language_package_id', 'pl.asr_language_package_id')
          .innerJoin('asr_languages as l', 'l.asr_language_id', 'pl.asr_language_id')
          .select('l.lang')
          .where('p.is_enabled', '=', 1)
          .where('p.asr_language_package_id', 'in', packs)
          .execute()
      ).map((r) => r.lang)
    : [];
  const all = [...new Set([...items.language, ...viaPacks])];
  if (all.length === 0) return [];
  return db
    .selectFrom('languages')
    .select(['language_id', 'language_name'])
    .where('language_id', 'in', all)
    .orderBy('language_id')
    .execute();
}

/** The items the enabled plans of accounts include now (as the transaction sees them): what materialise writes. */
export async function planVoiceItems(db: Db, acIds: readonly number[]): Promise<Map<number, VoiceItems>> {
  const out = new Map<number, VoiceItems>(acIds.map((id) => [id, empty()]));
  if (acIds.length === 0) return out;
  const rows = await db
    .selectFrom('ac_plans as ap')
    .innerJoin('sp_plans as sp', 'sp.sp_plan_id', 'ap.sp_plan_id')
    .innerJoin('business_plans as bp', 'bp.bp_id', 'sp.bp_id')
    .innerJoin('business_plan_includes as i', 'i.bp_id', 'bp.bp_id')
    .select(['ap.ac_id', 'i.kind', 'i.item'])
    .where('ap.ac_id', 'in', acIds as number[])
    .where('ap.is_enabled', '=', 1)
    .where('sp.is_enabled', '=', 1)
    .where('bp.is_enabled', '=', 1)
    .where('i.kind', 'in', voiceItemKinds as VoiceItemKind[])
    .execute();
  for (const r of rows) {
    const items = out.get(r.ac_id)![r.kind as VoiceItemKind];
    if (!items.includes(r.item)) items.push(r.item);
  }
  return out;
}

/** Writes the accounts' items into enabled_voice_items (inside the plan change's transaction). */
export async function materialiseVoiceItems(db: Db, acIds: readonly number[]): Promise<void> {
  if (acIds.length === 0) return;
  const accounts = await db
    .selectFrom('accounts')
    .select(['ac_id', 'sp_id'])
    .where('ac_id', 'in', acIds as number[])
    .execute();
  const items = await planVoiceItems(db, acIds);
  await db
    .deleteFrom('enabled_voice_items')
    .where('ac_id', 'in', acIds as number[])
    .execute();
  const rows = accounts.flatMap((a) =>
    voiceItemKinds.flatMap((kind) => items.get(a.ac_id)![kind].map((item) => ({ sp_id: a.sp_id, ac_id: a.ac_id, kind, item }))),
  );
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('enabled_voice_items')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** What the plans as they stand in the transaction would take from an account, against what it has now. */
export async function voiceLosses(db: Db, acId: number): Promise<{ lost_voices: string[]; lost_languages: string[] }> {
  const had = await accountVoiceItems(db, acId);
  const next = (await planVoiceItems(db, [acId])).get(acId)!;
  const hadVoices = await voicesOf(db, had);
  const nextVoices = await voicesOf(db, next);
  const hadLangs = await languagesOf(db, had);
  const nextLangs = await languagesOf(db, next);
  const keepVoice = new Set(nextVoices.map((v) => v.tts_voice_id));
  const keepLang = new Set(nextLangs.map((l) => l.language_id));
  return {
    lost_voices: hadVoices
      .filter((v) => !keepVoice.has(v.tts_voice_id))
      .map((v) => v.voice_name)
      .sort(),
    lost_languages: hadLangs
      .filter((l) => !keepLang.has(l.language_id))
      .map((l) => l.language_id)
      .sort(),
  };
}
