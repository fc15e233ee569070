import { Button, Checkbox, FormGroup, HTMLSelect, HTMLTable, InputGroup, ProgressBar, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@shared/limits';
import '../i18n';
import './migration.css';
import { underWay, useStudio6, useStudio6Write, type AcMapping, type Batch, type GroupCheck } from './api';
import { ListState } from './ListState';
import { useMigrationEvents } from './live';

/**
 * /system/batch-migrations (spec 3 §2, §7 POST, GET and PATCH {id} on /studio6/batch-migrations): choose mapped
 * groups and start a batch; each batch shows its progress as the system room tells it, and can be paused, resumed or
 * cancelled.
 */
export default function BatchMigrationsPage() {
  const { t } = useTranslation('system');
  useMigrationEvents();
  const mapped = useStudio6<AcMapping[]>('/studio6/accounts', 'accounts');
  const batches = useStudio6<Batch[]>('/studio6/batch-migrations', 'batches', { poll: underWay });
  const [name, setName] = useState('');
  const [state, setState] = useState<string>('S7_BETA');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const { busy, send } = useStudio6Write();
  const waiting = (mapped.data ?? []).filter((a) => a.status === 'mapped');
  /** The check of the chosen groups (POST /studio6/accounts/batch-validate), for the choice it was made for. */
  const [checked, setChecked] = useState<{ ids: string; groups: GroupCheck[] } | null>(null);
  const pickedKey = [...picked].sort((a, b) => a - b).join(',');
  const toggle = (id: number) => setPicked((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const check = async () => {
    const groups = await send<GroupCheck[]>('check', 'POST', '/studio6/accounts/batch-validate', { s6_ac_ids: [...picked] });
    if (groups) setChecked({ ids: pickedKey, groups });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (picked.size === 0) return;
    const made = await send<Batch>('create', 'POST', '/studio6/batch-migrations', {
      ...(name.trim() ? { name: name.trim() } : {}),
      s6_ac_ids: [...picked],
      migration_state: state,
    });
    if (made) {
      setPicked(new Set());
      setName('');
    }
  };
  const patch = (b: Batch, status: string) => void send(`${status}-${b.id}`, 'PATCH', `/studio6/batch-migrations/${b.id}`, { status });

  return (
    <div className="mig-page mig-screen" data-testid="batch-migrations-page">
      <p className="bp6-text-muted">{t('migration.batchSubtitle')}</p>
      <form className="mig-page" onSubmit={submit}>
        <ListState
          query={{ isPending: mapped.isPending, error: mapped.error, data: mapped.data && waiting }}
          empty={t('migration.noMapped')}
        >
          <div className="mig-groups" role="group" aria-label={t('migration.groups')}>
            {waiting.map((a) => (
              <Checkbox
                key={a.s6_ac_id}
                checked={picked.has(a.s6_ac_id)}
                onChange={() => toggle(a.s6_ac_id)}
                label={`${a.group_name ?? a.s6_ac_id} → ${a.ac_name}`}
              />
            ))}
          </div>
        </ListState>
        <div className="mig-toolbar">
          <FormGroup label={t('migration.batchName')} labelFor="mig-batch-name">
            <InputGroup id="mig-batch-name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          </FormGroup>
          <FormGroup label={t('migration.migrationState')} labelFor="mig-batch-state">
            <HTMLSelect
              id="mig-batch-state"
              value={state}
              onChange={(e) => setState(e.currentTarget.value)}
              options={limits.migrationStates.map((s) => ({ value: s, label: `${t(`shell:dashboard.migration.${s}`)} (${s})` }))}
            />
          </FormGroup>
          <FormGroup>
            <Button
              type="submit"
              intent="primary"
              icon="play"
              disabled={picked.size === 0}
              loading={busy === 'create'}
              text={t('migration.startBatch', { count: picked.size })}
            />{' '}
            <Button
              icon="search-template"
              disabled={picked.size === 0}
              loading={busy === 'check'}
              text={t('migration.checkGroups', { count: picked.size })}
              onClick={() => void check()}
            />
          </FormGroup>
        </div>
        {checked && checked.ids === pickedKey && (
          <ul className="mig-checked" data-testid="mig-batch-check" aria-label={t('migration.checkTitle')}>
            {checked.groups.map((g) => (
              <li key={g.s6_ac_id}>
                <strong>{g.group_name}</strong>:{' '}
                {[
                  t('migration.wouldMigrate', { count: g.would_migrate }),
                  t('migration.wouldNotMigrate', { count: g.would_not_migrate }),
                  t('migration.flaggedNodes', { count: g.flagged_nodes }),
                ].join(', ')}
                {g.account_problems.map((p) => (
                  <Tag key={p} intent="danger" minimal multiline>
                    {p}
                  </Tag>
                ))}
              </li>
            ))}
          </ul>
        )}
      </form>
      <ListState query={batches} empty={t('migration.noBatches')}>
        <HTMLTable className="mig-table" compact striped data-testid="mig-batches">
          <thead>
            <tr>
              <th>{t('migration.batchName')}</th>
              <th>{t('migration.status')}</th>
              <th>{t('migration.progress')}</th>
              <th>{t('migration.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(batches.data ?? []).map((b) => (
              <tr key={b.id}>
                <td>{b.name}</td>
                <td>
                  <Tag intent={b.status === 'completed' ? 'success' : b.status === 'cancelled' ? 'danger' : 'primary'}>
                    {t(`migration.batchStates.${b.status}`)}
                  </Tag>
                </td>
                <td>
                  {t('migration.batchProgress', { done: b.done, total: b.total, failed: b.failed })}
                  <ProgressBar
                    value={b.total ? (b.done + b.failed) / b.total : 0}
                    animate={b.status === 'running'}
                    stripes={b.status === 'running'}
                    aria-label={t('migration.batchProgress', { done: b.done, total: b.total, failed: b.failed })}
                  />
                </td>
                <td className="mig-row-actions">
                  {(b.status === 'queued' || b.status === 'running') && (
                    <Button small text={t('migration.pause')} loading={busy === `paused-${b.id}`} onClick={() => patch(b, 'paused')} />
                  )}
                  {b.status === 'paused' && (
                    <Button
                      small
                      intent="primary"
                      text={t('migration.resume')}
                      loading={busy === `queued-${b.id}`}
                      onClick={() => patch(b, 'queued')}
                    />
                  )}
                  {b.status !== 'completed' && b.status !== 'cancelled' && (
                    <Button
                      small
                      intent="danger"
                      text={t('migration.cancel')}
                      loading={busy === `cancelled-${b.id}`}
                      onClick={() => patch(b, 'cancelled')}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ListState>
    </div>
  );
}
