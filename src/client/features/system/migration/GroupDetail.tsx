import { Button, Card, FormGroup, H5, H6, HTMLTable, InputGroup, ProgressBar, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { systemSelection } from '@shared/access/scope';
import { api } from '@client/api/http';
import { studio6Keys } from '@client/api/queryKeys';
import {
  endedSince,
  underWay,
  useStudio6,
  useStudio6Write,
  type Flagged,
  type GroupCheck,
  type Job,
  type MigrationError,
  type OlderGroup,
  type SideBySide,
} from './api';
import { ListState } from './ListState';

const post =
  <T,>(path: string, body: unknown) =>
  ({ signal }: { signal: AbortSignal }) =>
    api<T>(path, { method: 'POST', body, signal, selection: systemSelection });

/** One group: what would not migrate (node by node), older and current data side by side, jobs, flags and the tools. */
export function GroupDetail({ group, onClose }: { group: OlderGroup; onClose: () => void }) {
  const { t } = useTranslation('system');
  const id = group.s6_ac_id;
  const acId = group.s7_ac_id;
  const check = useQuery({
    queryKey: studio6Keys.list('check', id, group.status),
    queryFn: post<GroupCheck>('/studio6/accounts/validate', { s6_ac_id: id }),
  });
  const pair = useQuery({
    queryKey: studio6Keys.list('pair', id, group.status),
    queryFn: post<SideBySide[]>('/studio6/portal/batch-account-data', { s6_ac_ids: [id] }),
  });
  const jobs = useStudio6<Job[]>(`/studio6/accounts/jobs?s6_ac_id=${id}`, 'jobs', { params: [id], poll: underWay });
  // When a job of this group ends, every list (the group's state, the account's data) is read again.
  const client = useQueryClient();
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!jobs.data) return;
    const { ended, seen: now } = endedSince(seen.current, jobs.data);
    seen.current = now;
    if (ended.length > 0) void client.invalidateQueries({ queryKey: studio6Keys.all() });
  }, [jobs.data, client]);
  const flagged = useStudio6<Flagged[]>(`/studio6/accounts/flagged-nodes?s7_ac_id=${acId ?? 0}`, 'flagged', {
    enabled: group.status === 'migrated',
    params: [acId, group.status],
  });
  const errors = useStudio6<MigrationError[]>(`/studio6/accounts/errors?s6_ac_id=${id}`, 'errors', { params: [id] });
  const { busy, send } = useStudio6Write();
  const tool = (key: string, path: string) => (
    <Button
      small
      text={t(`migration.tools.${key}`)}
      loading={busy === key}
      onClick={() => void send(key, 'POST', path, { s7_ac_id: acId })}
    />
  );
  const issues = (check.data?.tasks ?? []).flatMap((task) => task.issues.map((i) => ({ ...i, task_name: task.task_name })));
  const side = pair.data?.[0];

  return (
    <Card className="mig-detail" data-testid="mig-group-detail">
      <div className="mig-detail-head">
        <H5>{group.group_name}</H5>
        <Button small minimal icon="cross" aria-label={t('migration.close')} onClick={onClose} />
      </div>
      <ListState query={check} empty="">
        {check.data && (
          <p data-testid="mig-check-summary">
            {`${[
              t('migration.wouldMigrate', { count: check.data.would_migrate }),
              t('migration.wouldNotMigrate', { count: check.data.would_not_migrate }),
              t('migration.flaggedNodes', { count: check.data.flagged_nodes }),
            ].join(', ')}. `}
            {check.data.account_problems.map((p) => (
              <Tag key={p} intent="danger">
                {p}
              </Tag>
            ))}
          </p>
        )}
        {issues.length > 0 && <H6>{t('migration.issuesTitle')}</H6>}
        {issues.length > 0 && (
          <HTMLTable className="mig-table" compact data-testid="mig-issues">
            <thead>
              <tr>
                <th>{t('migration.task')}</th>
                <th>{t('migration.node')}</th>
                <th>{t('migration.severity')}</th>
                <th>{t('migration.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((i, n) => (
                <tr key={n}>
                  <td>{i.task_name}</td>
                  <td>
                    {i.title ?? '—'} {i.node_kind && <Tag minimal>{i.node_kind}</Tag>}
                  </td>
                  <td>
                    <Tag intent={i.severity === 'error' ? 'danger' : 'warning'}>{t(`migration.severities.${i.severity}`)}</Tag>
                  </td>
                  <td>{i.reason}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </ListState>
      {side && (
        <div className="mig-columns" data-testid="mig-side-by-side">
          <div>
            <H6>{t('migration.older')}</H6>
            <p>{contentCounts(t, side.s6)}</p>
          </div>
          <div>
            <H6>{t('migration.current')}</H6>
            <p>{side.s7 ? contentCounts(t, side.s7) : '—'}</p>
          </div>
        </div>
      )}
      {(jobs.data ?? []).slice(0, 3).map((j) => (
        <div key={j.job_id} data-testid="mig-job">
          {t('migration.job', { id: j.job_id })}{' '}
          <Tag intent={j.status === 'completed' ? 'success' : j.status === 'failed' ? 'danger' : 'primary'}>
            {t(`migration.jobStates.${j.status}`)}
          </Tag>{' '}
          {j.error}
          {(j.status === 'running' || j.status === 'queued') && (
            <>
              <ProgressBar
                value={j.total ? j.done / j.total : undefined}
                aria-label={t('migration.jobProgress', { done: j.done, total: j.total })}
              />
              {j.total > 0 && (
                <span className="bp6-text-muted" data-testid="mig-job-progress">
                  {t('migration.jobProgress', { done: j.done, total: j.total })}
                </span>
              )}
            </>
          )}
        </div>
      ))}
      {group.status === 'migrated' && (
        <>
          <div className="mig-row-actions">
            {tool('datastoreData', '/studio6/accounts/datastore-data')}
            {tool('fixLinks', '/studio6/accounts/fix-link-nodes')}
            {tool('publishTemplates', '/studio6/accounts/publish-templates')}
          </div>
          <H6>{t('migration.flaggedTitle')}</H6>
          <ListState query={flagged} empty={t('migration.noFlagged')}>
            <HTMLTable className="mig-table" compact data-testid="mig-flagged">
              <thead>
                <tr>
                  <th>{t('migration.task')}</th>
                  <th>{t('migration.node')}</th>
                  <th>{t('migration.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {(flagged.data ?? []).map((f) => (
                  <tr key={f.flag_id}>
                    <td>{f.task_name}</td>
                    <td>{f.s6_node_kind}</td>
                    <td>{f.is_fixed ? <Tag intent="success">{t('migration.fixed')}</Tag> : f.reason}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </ListState>
        </>
      )}
      {(errors.data ?? []).length > 0 && (
        <ul data-testid="mig-errors">
          {errors.data!.map((e) => (
            <li key={e.error_id}>{e.message}</li>
          ))}
        </ul>
      )}
      {acId && <ReportError acId={acId} />}
    </Card>
  );
}

/**
 * Adds what went wrong with the group's account to its error list (POST /studio6/accounts/report-error): something
 * seen after the migration that no check found, kept with the jobs' and the tasks' errors.
 */
function ReportError({ acId }: { acId: number }) {
  const { t } = useTranslation('system');
  const { busy, send } = useStudio6Write();
  const [message, setMessage] = useState('');
  const report = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return;
    if (await send('report', 'POST', '/studio6/accounts/report-error', { s7_ac_id: acId, message: message.trim() })) setMessage('');
  };
  return (
    <form className="mig-report" onSubmit={report}>
      <FormGroup label={t('migration.reportError')} labelFor="mig-report-error">
        <InputGroup id="mig-report-error" value={message} onValueChange={setMessage} maxLength={1000} />
      </FormGroup>
      <Button
        type="submit"
        small
        icon="flag"
        text={t('migration.reportErrorButton')}
        disabled={!message.trim()}
        loading={busy === 'report'}
      />
    </form>
  );
}

/** What a studio holds of the group, each count in its own words ("1 task, 3 prompts, …"). */
function contentCounts(
  t: TFunction,
  side: { tasks: readonly unknown[]; prompts: number; variables: number; datastores: number; datastore_rows: number },
): string {
  return [
    t('migration.tasksCount', { count: side.tasks.length }),
    t('migration.promptsCount', { count: side.prompts }),
    t('migration.variablesCount', { count: side.variables }),
    `${t('migration.datastoresCount', { count: side.datastores })} ${t('migration.rowsCount', { count: side.datastore_rows })}`,
  ].join(', ');
}
