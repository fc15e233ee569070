import { Button, Callout, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { TrunkRegistrant } from '@shared/api/telephony';
import { trunksShell } from '@shared/entities/trunks';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { notifyError, notifySuccess } from '@client/shell/notices';
import type { EntityRow } from '../entities/api';
import './telephony.css';

interface Validation {
  trunk_id: number;
  validation_state: 'valid' | 'invalid';
  problems: string[];
}
const emptyDraft = { username: '', registrar: '', registrar_port: '5060', expires_seconds: '3600', password: '' };

/**
 * A trunk's side panel beside its form: its validation state with each problem in words, and its
 * registrants — listed, added (POST /portal/trunk-registrants) and disabled or enabled again (PUT). The panel sits in
 * the entity form, so its fields add on Enter instead of saving the trunk.
 */
export default function TrunkPanel({ row, canWrite, selection }: { row: EntityRow; canWrite: boolean; selection?: Selection }) {
  const { t } = useTranslation('entities');
  const client = useQueryClient();
  const id = row.trunk_id as number;
  // Read again when the trunk or its registrants change.
  const stamp = JSON.stringify({ at: row.updated_at, registrants: row.trunk_registrants });
  const state = useQuery({
    queryKey: selection ? entityKeys.trunkValidation(trunksShell, selection, id, stamp) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) => api<Validation[]>('/portal/trunk-validation-state', { signal, selection, query: { trunk_id: id } }),
  });
  const [draft, setDraft] = useState(emptyDraft);
  const [busy, setBusy] = useState(false);
  const refresh = () => selection && client.invalidateQueries({ queryKey: entityKeys.all(trunksShell, selection) });
  const registrants = row.trunk_registrants as TrunkRegistrant[];

  const add = async () => {
    if (busy || !draft.username.trim() || !draft.registrar.trim()) return;
    setBusy(true);
    try {
      await api('/portal/trunk-registrants', {
        method: 'POST',
        selection,
        body: {
          trunk_id: id,
          username: draft.username.trim(),
          registrar: draft.registrar.trim(),
          registrar_port: Number(draft.registrar_port),
          expires_seconds: Number(draft.expires_seconds),
          ...(draft.password ? { password: draft.password } : {}),
        },
      });
      setDraft(emptyDraft);
      notifySuccess(t('trunks.registrants.saved'));
      await refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const setEnabled = async (r: TrunkRegistrant, enabled: boolean) => {
    try {
      await api('/portal/trunk-registrants', {
        method: 'PUT',
        selection,
        body: { trunk_registrant_id: r.trunk_registrant_id, is_enabled: enabled ? 1 : 0 },
      });
      notifySuccess(t('trunks.registrants.saved'));
      await refresh();
    } catch (err) {
      notifyError(err);
    }
  };
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
    void add();
  };
  const field = (name: keyof typeof emptyDraft, type = 'text') => (
    <FormGroup label={t(`trunks.registrants.${name}`)} labelFor={`trunk-reg-${name}`}>
      <InputGroup
        id={`trunk-reg-${name}`}
        type={type}
        value={draft[name]}
        disabled={!canWrite}
        onKeyDown={onEnter}
        onValueChange={(v) => setDraft((d) => ({ ...d, [name]: v }))}
      />
    </FormGroup>
  );

  const validation = state.data?.[0];
  return (
    <section className="tel-registrants" aria-label={t('trunks.registrants.title')}>
      <h3>{t('trunks.validation.title')}</h3>
      {validation &&
        (validation.validation_state === 'valid' ? (
          <Callout intent="success" icon="tick-circle">
            {t('trunks.validation.ok')}
          </Callout>
        ) : (
          <Callout intent="warning" icon="warning-sign" title={t('trunks.states.invalid')}>
            <ul className="tel-problems">
              {validation.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Callout>
        ))}
      <h3>{t('trunks.registrants.title')}</h3>
      {registrants.length === 0 ? (
        <p className="bp6-text-muted">{t('trunks.registrants.none')}</p>
      ) : (
        <HTMLTable compact>
          <thead>
            <tr>
              <th>{t('trunks.registrants.username')}</th>
              <th>{t('trunks.registrants.registrar')}</th>
              <th>{t('trunks.registrants.expires_seconds')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {registrants.map((r) => (
              <tr key={r.trunk_registrant_id}>
                <td>
                  {r.username}
                  {r.is_enabled ? null : (
                    <Tag minimal className="tel-off">
                      {t('trunks.registrants.disabledTag')}
                    </Tag>
                  )}
                </td>
                <td>
                  <code>
                    {r.registrar}:{r.registrar_port}
                  </code>
                </td>
                <td>{r.expires_seconds}</td>
                <td>
                  <Button
                    type="button"
                    size="small"
                    variant="minimal"
                    disabled={!canWrite}
                    text={t(r.is_enabled ? 'trunks.registrants.disable' : 'trunks.registrants.enable')}
                    onClick={() => void setEnabled(r, !r.is_enabled)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {canWrite && (
        <div className="tel-registrant-new">
          {field('username')}
          {field('registrar')}
          {field('registrar_port')}
          {field('expires_seconds')}
          {field('password', 'password')}
          <Button
            type="button"
            icon="add"
            text={t('trunks.registrants.add')}
            loading={busy}
            disabled={!draft.username.trim() || !draft.registrar.trim()}
            onClick={() => void add()}
          />
        </div>
      )}
    </section>
  );
}
