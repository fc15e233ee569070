import { Button, Checkbox, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useSession } from '@client/session/store';
import { scopeKey, voiceKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import { linkedLists } from './choices';
import './i18n';
import './voices.css';

/**
 * The rows an entity links to, beside its generated form: a TTS package's voices and a WSL
 * profile's voices (of the row's language only: the server refuses a voice of another language), an ASR
 * language package's languages. Checkboxes in a list (Tab into it, Space to tick), saved with one PUT.
 */
export default function LinkedChoices({ name, row, canWrite }: { name: string; row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('voices');
  const list = linkedLists[name];
  const selection = useSession((s) => s.selection)!;
  const client = useQueryClient();
  const chosenNow = (row[list.field] as number[] | undefined) ?? [];
  const [chosen, setChosen] = useState(() => new Set(chosenNow));
  const [busy, setBusy] = useState(false);
  const choices = useQuery({
    queryKey: voiceKeys.linked(selection, name, row.lang ?? null),
    queryFn: ({ signal }) => list.load(selection, row, signal),
  });
  const toggle = (id: number, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = async () => {
    setBusy(true);
    try {
      await api(list.savePath(row), { method: 'PUT', selection, body: { [list.field]: [...chosen] } });
      notifySuccess(t('saved'));
      void client.invalidateQueries({ queryKey: scopeKey(selection) });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="voice-choices" aria-label={t(list.title)} data-testid="linked-choices">
      <h3 className="ent-section">
        {t(list.title)}
        {row.lang ? ` · ${String(row.lang)}` : ''}
      </h3>
      {choices.isPending && <Spinner size={18} />}
      {choices.isError && (
        <p className="ent-muted" role="alert">
          {choices.error.message}
        </p>
      )}
      {choices.data?.length === 0 && <NonIdealState className="voice-empty" icon="volume-off" description={t('none')} />}
      {choices.data && choices.data.length > 0 && (
        <div className="voice-list">
          {choices.data.map((c) => (
            <Checkbox
              key={c.id}
              checked={chosen.has(c.id)}
              disabled={!canWrite}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
              labelElement={
                <span>
                  {c.name} <span className="ent-muted">· {c.detail}</span>
                </span>
              }
            />
          ))}
        </div>
      )}
      {canWrite && choices.data && choices.data.length > 0 && (
        <div className="voice-actions">
          <Button intent="primary" icon="floppy-disk" loading={busy} text={t('save')} onClick={() => void save()} />
        </div>
      )}
    </section>
  );
}
