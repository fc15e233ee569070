import { Button, Classes, FileInput, HTMLSelect, InputGroup, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { canAccess } from '@shared/access/engine';
import { campaignTypes, type Campaign, type ContactCounts } from '@shared/api/campaigns';
import type { CampaignProgress, CampaignUploadProgress } from '@shared/realtime';
import { campaignKeys, idleKey } from '@client/api/queryKeys';
import type { CampaignControls } from '@client/commands/campaignCommands';
import { CommandButton } from '@client/commands/CommandButton';
import { openScreen } from '@client/commands/screens';
import { onRealtime } from '@client/realtime/socket';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { ScopeNotice } from '@client/shell/ScopeNotice';
import { useAccessContext } from '../content/accessContext';
import { useAccountSelection } from '../../telephony/api';
import { campaignsApi, saveBlob } from './api';
import { CampaignForm } from './CampaignForm';
import { ContactTable, useContactPage } from './ContactTable';
import './campaigns.css';
import '../buildEnglish';
// This screen's commands and keys (the shell's entry carries none of them).
import '@client/commands/screenRegistry';

const statusIntent = { idle: 'none', running: 'primary', paused: 'warning', stopped: 'danger', completed: 'success' } as const;
const done = (c: ContactCounts) => c.total - c.pending - c.calling;

/**
 * /build/campaigns: the account's campaigns on the left (arrow keys move, Enter opens), the chosen one on
 * the right — its settings, a live progress bar (realtime `campaign:progress`), run/pause/resume/stop ("Run
 * campaign…" Alt+Shift+R and "Pause campaign …" Alt+Shift+P in the palette), its contact list (template, upload,
 * download) in a virtual table, and a test call through the simulator.
 */
export default function CampaignsPage() {
  const { t } = useTranslation('content');
  const selection = useAccountSelection();
  const ctx = useAccessContext();
  const canWrite = !!ctx && canAccess(ctx, 'build.campaigns', 'write').allowed;
  const qc = useQueryClient();
  const [type, setType] = useState<string>('on_demand');
  const list = useQuery({
    queryKey: selection ? campaignKeys.list(selection, type) : idleKey('campaigns'),
    enabled: !!selection,
    queryFn: ({ signal }) => campaignsApi.list(type, signal),
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const wantsCreate = new URLSearchParams(useSearch()).get('create') === '1';
  useEffect(() => void (wantsCreate && canWrite && setEditing('new')), [wantsCreate, canWrite]);
  const campaigns = list.data ?? [];
  const selected = campaigns.find((c) => c.campaign_id === selectedId) ?? null;
  const refresh = () => selection && qc.invalidateQueries({ queryKey: campaignKeys.all(selection) });

  const act = async (c: Campaign, action: 'start' | 'pause' | 'resume' | 'stop') => {
    try {
      await campaignsApi.trigger(c.campaign_id, action);
      notifySuccess(t(`campaigns.done.${action}`, { name: c.campaign_name }));
    } catch (e) {
      notifyError(e);
    }
    await refresh();
  };
  const ref = useRef({ selected, canWrite, act });
  ref.current = { selected, canWrite, act };
  useEffect(() => {
    const controls: CampaignControls = {
      canWrite: () => ref.current.canWrite,
      canRun: () => !!ref.current.selected && ['idle', 'stopped', 'completed', 'paused'].includes(ref.current.selected.status),
      canPause: () => ref.current.selected?.status === 'running',
      run: () => {
        const c = ref.current.selected;
        if (c) void ref.current.act(c, c.status === 'paused' ? 'resume' : 'start');
      },
      pause: () => ref.current.selected && void ref.current.act(ref.current.selected, 'pause'),
    };
    return openScreen('campaigns', controls);
  }, []);

  if (!selection)
    return (
      <div className="studio-page">
        <ScopeNotice level="ac" need="individual" resource={t('campaigns.title')} />
      </div>
    );

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const i = campaigns.findIndex((c) => c.campaign_id === selectedId);
    const move = (to: number) => {
      const c = campaigns[Math.max(0, Math.min(campaigns.length - 1, to))];
      if (!c) return;
      e.preventDefault();
      setSelectedId(c.campaign_id);
      document.getElementById(`campaign-${c.campaign_id}`)?.focus();
    };
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(campaigns.length - 1);
  };

  return (
    <div className="campaigns-page" data-testid="campaigns-page">
      <nav className="campaigns-list" aria-label={t('campaigns.title')}>
        <div className="campaigns-actions">
          <h1 className={Classes.HEADING} style={{ fontSize: 18, margin: 0, flex: 1 }}>
            {t('campaigns.title')}
          </h1>
          {canWrite && <Button icon="add" intent="primary" text={t('campaigns.create')} onClick={() => setEditing('new')} />}
        </div>
        <HTMLSelect
          aria-label={t('campaigns.type')}
          value={type}
          onChange={(e) => setType(e.target.value)}
          options={[...campaignTypes, 'all'].map((v) => ({ value: v, label: t(`campaigns.types.${v}`) }))}
          style={{ margin: '8px 0' }}
        />
        {list.isPending ? (
          <Spinner size={24} />
        ) : list.isError ? (
          <NonIdealState
            icon="error"
            title={t('campaigns.listFailed')}
            action={<Button text={t('campaigns.retry')} onClick={() => void list.refetch()} />}
          />
        ) : campaigns.length === 0 ? (
          <NonIdealState icon="send-to" title={t('campaigns.empty')} description={canWrite ? t('campaigns.emptyHint') : undefined} />
        ) : (
          <ul role="listbox" aria-label={t('campaigns.title')} onKeyDown={onListKey}>
            {campaigns.map((c, i) => (
              <li
                key={c.campaign_id}
                id={`campaign-${c.campaign_id}`}
                role="option"
                aria-selected={c.campaign_id === selectedId}
                tabIndex={c.campaign_id === selectedId || (selectedId === null && i === 0) ? 0 : -1}
                onClick={() => setSelectedId(c.campaign_id)}
                onKeyDown={(e) => e.key === 'Enter' && setSelectedId(c.campaign_id)}
              >
                <span>{c.campaign_name}</span>
                <Tag minimal intent={statusIntent[c.status]}>
                  {t(`campaigns.statuses.${c.status}`)}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <main className="campaigns-detail">
        {selected ? (
          <CampaignDetail
            key={selected.campaign_id}
            campaign={selected}
            canWrite={canWrite}
            act={act}
            edit={() => setEditing(selected)}
            changed={refresh}
          />
        ) : (
          <NonIdealState icon="select" title={t('campaigns.select')} />
        )}
      </main>
      {editing && (
        <CampaignForm
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(c) => {
            setEditing(null);
            setSelectedId(c.campaign_id);
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function CampaignDetail({
  campaign: c,
  canWrite,
  act,
  edit,
  changed,
}: {
  campaign: Campaign;
  canWrite: boolean;
  act(c: Campaign, a: 'start' | 'pause' | 'resume' | 'stop'): Promise<void>;
  edit(): void;
  changed(): void;
}) {
  const { t } = useTranslation('content');
  const selection = useAccountSelection();
  const qc = useQueryClient();
  const contacts = useContactPage(c.campaign_id, 1);
  const threads = useQuery({
    queryKey: selection ? campaignKeys.maxThreads(selection) : idleKey('campaign-threads'),
    queryFn: ({ signal }) => campaignsApi.maxThreads(signal),
    enabled: !!selection,
    staleTime: Infinity,
  });
  /** An upload the server is reading: how many rows it has checked so far (realtime `campaign:upload`). */
  const [uploading, setUploading] = useState<{ rows: number } | null>(null);
  useEffect(
    () =>
      onRealtime('campaign:upload', (payload) => {
        const p = payload as CampaignUploadProgress;
        if (p.campaign_id === c.campaign_id) setUploading((u) => (u ? { rows: Math.max(u.rows, p.rows) } : u));
      }),
    [c.campaign_id],
  );
  const [live, setLive] = useState<CampaignProgress | null>(null);
  const [phone, setPhone] = useState('');
  useEffect(
    () =>
      onRealtime('campaign:progress', (payload) => {
        const p = payload as CampaignProgress;
        if (p.campaign_id !== c.campaign_id) return;
        setLive(p);
        if (selection) void qc.invalidateQueries({ queryKey: campaignKeys.contacts(selection, c.campaign_id) });
        if (p.status !== c.status) changed();
      }),
    [c.campaign_id, c.status, qc, selection, changed],
  );
  const counts = live?.counts ?? contacts.data?.counts;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading({ rows: 0 });
    try {
      const answer = await campaignsApi.upload(c.campaign_id, file);
      notifySuccess(t('campaigns.uploaded', { inserted: answer.inserted }));
    } catch (e) {
      notifyError(e);
    } finally {
      setUploading(null);
    }
    if (selection) void qc.invalidateQueries({ queryKey: campaignKeys.contacts(selection, c.campaign_id) });
  };
  const download = async (kind: 'template' | 'download' | 'collection') => {
    try {
      saveBlob(
        await campaignsApi.file(c.campaign_id, kind),
        `campaign-${c.campaign_id}-${kind === 'template' ? 'template' : 'contacts'}.${kind === 'collection' ? 'json' : 'csv'}`,
      );
    } catch (e) {
      notifyError(e);
    }
  };
  const testCall = async () => {
    try {
      const answer = await campaignsApi.testCall(c.campaign_id, phone);
      notifySuccess(t('campaigns.testDone', { outcome: t(`campaigns.states.${answer.outcome}`) }));
    } catch (e) {
      notifyError(e);
    }
  };
  const status = live?.status ?? c.status;
  return (
    <>
      <div className="campaigns-actions">
        <h2 className={Classes.HEADING} style={{ margin: 0, flex: 1 }}>
          {c.campaign_name}
        </h2>
        <Tag intent={statusIntent[status]}>{t(`campaigns.statuses.${status}`)}</Tag>
        {canWrite && <Button icon="edit" text={t('campaigns.edit')} onClick={edit} />}
      </div>
      <p>
        {t('campaigns.summary', {
          channel: t(`campaigns.channels.${c.channel}`),
          days: c.schedule.days.map((d) => t(`campaigns.weekDays.${d}`)).join(', '),
          hours: c.schedule.hours.map((h) => `${h.from}–${h.to}`).join(', '),
        })}
      </p>
      {threads.data && <p className="bp6-text-muted">{t('campaigns.maxThreads', { count: threads.data.max_threads })}</p>}
      <div>
        <ProgressBar
          value={counts && counts.total > 0 ? done(counts) / counts.total : 0}
          intent={status === 'completed' ? 'success' : 'primary'}
          stripes={status === 'running'}
          aria-label={t('campaigns.progress')}
        />
        {counts && (
          <p aria-live="polite">
            {t('campaigns.counts', {
              done: done(counts),
              total: counts.total,
              completed: counts.completed,
              no_answer: counts.no_answer + counts.busy,
              failed: counts.failed,
              opted_out: counts.opted_out,
            })}
          </p>
        )}
      </div>
      {canWrite && (
        <div className="campaigns-actions">
          <CommandButton
            command="campaigns.runCampaign"
            icon="play"
            intent="primary"
            disabled={status === 'running'}
            text={t(status === 'paused' ? 'campaigns.resume' : 'campaigns.run')}
          />
          <CommandButton command="campaigns.pauseCampaign" icon="pause" disabled={status !== 'running'} text={t('campaigns.pause')} />
          <Button
            icon="stop"
            text={t('campaigns.stop')}
            disabled={status !== 'running' && status !== 'paused'}
            onClick={() => void act(c, 'stop')}
          />
        </div>
      )}
      <div className="campaigns-actions">
        <Button icon="download" text={t('campaigns.template')} onClick={() => void download('template')} />
        {canWrite && (
          <FileInput
            text={t('campaigns.upload')}
            buttonText={t('campaigns.browse')}
            disabled={status === 'running' || uploading !== null}
            inputProps={{ accept: '.csv', 'aria-label': t('campaigns.upload') }}
            onInputChange={(e) => void upload((e.target as HTMLInputElement).files?.[0])}
          />
        )}
        <Button icon="th-derived" text={t('campaigns.download')} onClick={() => void download('download')} />
        <Button icon="code" text={t('campaigns.downloadJson')} onClick={() => void download('collection')} />
      </div>
      {uploading && (
        <div role="status" aria-live="polite">
          <ProgressBar intent="primary" aria-label={t('campaigns.uploading')} />
          <p>{uploading.rows > 0 ? t('campaigns.uploadRows', { rows: uploading.rows.toLocaleString() }) : t('campaigns.uploading')}</p>
        </div>
      )}
      {canWrite && (
        <div className="campaigns-actions">
          <InputGroup
            aria-label={t('campaigns.testNumber')}
            placeholder="+442079460000"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void testCall()}
          />
          <Button icon="phone" text={t('campaigns.testCall')} disabled={!phone} onClick={() => void testCall()} />
        </div>
      )}
      <ContactTable campaignId={c.campaign_id} columns={c.variables.map((v) => v.column)} />
    </>
  );
}
