import { Button, Checkbox, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import type { PlanChanges } from '@shared/api/plans';
import { api } from '@client/api/http';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { queryKeys, voiceKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import { ChangesDialog } from '../plans/ChangesDialog';
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

/**
 * A business plan's voices, languages, TTS packages and language packs in or out (issue 16 §1, §5). Saving asks
 * the changes check first and shows which accounts would lose which voices and languages before saving.
 */
export default function PlanVoiceIncludes({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('voices');
  const client = useQueryClient();
  const bpId = row.bp_id as number;
  const all = useQuery({ queryKey: voiceKeys.catalogues(), queryFn: ({ signal }) => catalogues(signal) });
  const [chosen, setChosen] = useState(() => Object.fromEntries(kinds.map((k) => [k, new Set((row[k] as string[] | undefined) ?? [])])) as Record<Kind, Set<string>>);
  const [changes, setChanges] = useState<PlanChanges | null>(null);
  const [busy, setBusy] = useState(false);
  const body = () => Object.fromEntries(kinds.map((k) => [k, [...chosen[k]]]));
  const toggle = (kind: Kind, id: string, on: boolean) =>
    setChosen((old) => { const next = new Set(old[kind]); if (on) next.add(id); else next.delete(id); return { ...old, [kind]: next }; });

  const save = async (confirm: boolean) => {
    setBusy(true);
    try {
      await api(`/billing/business-plans/${bpId}`, { method: 'PUT', selection, body: { ...body(), ...(confirm ? { confirm_changes: true } : {}) } });
      setChanges(null);
      notifySuccess(t('saved'));
      void client.invalidateQueries({ queryKey: queryKeys.system() });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const checkThenSave = async () => {
    setBusy(true);
    try {
      const answer = await api<PlanChanges>(`/billing/check-business-plan-changes/${bpId}`, { method: 'POST', selection, body: body() });
      setBusy(false);
      if (answer.safe_update) await save(false);
      else setChanges(answer);
    } catch (e) {
      setBusy(false);
      notifyError(e);
    }
  };

  if (all.isPending) return <Spinner size={18} />;
  if (all.isError) return <p className="ent-muted" role="alert">{all.error.message}</p>;
  return (
    <section data-testid="plan-voice-includes" aria-label={t('planVoices')}>
      {kinds.map((kind) => (
        <div key={kind}>
          <h3 className="ent-section">{t(`includes.${kind}`, { count: chosen[kind].size })}</h3>
          <div className="voice-list">
            {all.data[kind].map((item) => (
              <Checkbox key={item.id} label={item.name} checked={chosen[kind].has(item.id)} disabled={!canWrite} onChange={(e) => toggle(kind, item.id, e.currentTarget.checked)} />
            ))}
          </div>
        </div>
      ))}
      {canWrite && (
        <div className="voice-actions">
          <Button intent="primary" icon="floppy-disk" loading={busy && !changes} text={t('saveVoices')} onClick={() => void checkThenSave()} />
        </div>
      )}
      <ChangesDialog changes={changes} saving={busy} onConfirm={() => void save(true)} onCancel={() => setChanges(null)} />
    </section>
  );
}
