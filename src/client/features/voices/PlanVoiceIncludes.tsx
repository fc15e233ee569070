import { Checkbox, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import { api } from '@client/api/http';
import { voiceKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import './i18n';
import './voices.css';

const selection = systemSelection;
type Kind = 'voices' | 'languages' | 'tts_packages' | 'language_packs';
const kinds: Kind[] = ['voices', 'languages', 'tts_packages', 'language_packs'];
type Item = { id: string; name: string };

/** The voice catalogues as a business plan names their rows (voices and packages by id, languages by code). */
async function catalogues(signal: AbortSignal): Promise<Record<Kind, Item[]>> {
  const get = <T,>(path: string) => api<T[]>(path, { selection, signal, query: { fetch_all: 1 } });
  const [voices, languages, packages, packs] = await Promise.all([
    get<{ tts_voice_id: number; voice_name: string; lang: string }>('/prompt/tts-voices'),
    get<{ language_id: string; language_name: string }>('/prompt/languages'),
    get<{ tts_package_id: number; tts_package_name: string }>('/prompt/tts-packages'),
    get<{ asr_language_package_id: number; asr_language_package_name: string }>('/util/asr-language-packages'),
  ]);
  return {
    voices: voices.map((v) => ({ id: String(v.tts_voice_id), name: `${v.voice_name} · ${v.lang}` })),
    languages: languages.map((l) => ({ id: l.language_id, name: `${l.language_id} · ${l.language_name}` })),
    tts_packages: packages.map((p) => ({ id: String(p.tts_package_id), name: p.tts_package_name })),
    language_packs: packs.map((p) => ({ id: String(p.asr_language_package_id), name: p.asr_language_package_name })),
  };
}

export type VoiceChoices = Record<Kind, Set<string>>;
export const voiceKinds = kinds;
/** The plan's voices, languages and packages as it is stored. */
export const voiceChoicesOf = (row: EntityRow): VoiceChoices =>
  Object.fromEntries(kinds.map((k) => [k, new Set((row[k] as string[] | undefined) ?? [])])) as VoiceChoices;

/**
 * A business plan's voices, languages, TTS packages and language packs in or out: chosen here,
 * saved with the plan by its panel's Save (which runs the changes check first, PlanIncludes).
 */
export default function PlanVoiceIncludes({
  chosen,
  onChange,
  canWrite,
}: {
  chosen: VoiceChoices;
  onChange(next: VoiceChoices): void;
  canWrite: boolean;
}) {
  const { t } = useTranslation('voices');
  const all = useQuery({ queryKey: voiceKeys.catalogues(), queryFn: ({ signal }) => catalogues(signal) });
  const toggle = (kind: Kind, id: string, on: boolean) => {
    const next = new Set(chosen[kind]);
    if (on) next.add(id);
    else next.delete(id);
    onChange({ ...chosen, [kind]: next });
  };

  if (all.isPending) return <Spinner size={18} />;
  if (all.isError)
    return (
      <p className="ent-muted" role="alert">
        {all.error.message}
      </p>
    );
  return (
    <section data-testid="plan-voice-includes" aria-label={t('planVoices')}>
      {kinds.map((kind) => (
        <div key={kind}>
          <h3 className="ent-section">{t(`includes.${kind}`, { count: chosen[kind].size })}</h3>
          <div className="voice-list">
            {all.data[kind].map((item) => (
              <Checkbox
                key={item.id}
                label={item.name}
                checked={chosen[kind].has(item.id)}
                disabled={!canWrite}
                onChange={(e) => toggle(kind, item.id, e.currentTarget.checked)}
              />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
