import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@shared/api/flow';
import { notifyError } from '@client/shell/notices';
import { downloadFile } from '../content/files/download';
import { transferApi, useTransfer } from './api';
import { TransferProgress } from './TransferProgress';
import './transferEnglish';
import './transfer.css';

interface Props {
  /** The task to export; null keeps the dialog closed. */
  task: Task | null;
  /**
   * A snapshot instead of the task with its collection (the versions panel): the published version, named by its
   * label, or the draft as it is now.
   */
  snapshot?: { version: string } | 'draft';
  onClose(): void;
}

const fileName = (name: string) => `${name.replace(/[^\w .-]+/g, '_')}.task-export.json`;

/** Export: the task (or its collection) into one file, as a background job with its progress; then the download. */
export function ExportTaskDialog({ task, snapshot, onClose }: Props) {
  const { t } = useTranslation('transfer');
  const [collection, setCollection] = useState(false);
  const [requestId, setRequestId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { request, live, percent } = useTransfer(requestId, 'task-export');
  useEffect(() => {
    setCollection(false);
    setRequestId(null);
    setFailure(null);
  }, [task]);

  const start = async () => {
    if (!task) return;
    setStarting(true);
    setFailure(null);
    try {
      const started = snapshot
        ? await transferApi.startSnapshot(task.task_id, snapshot === 'draft')
        : await transferApi.startExport(task.task_id, collection);
      setRequestId(started.request_id);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setStarting(false);
    }
  };
  const download = () => request?.download_url && task && downloadFile(request.download_url, fileName(task.task_name)).catch(notifyError);
  const done = request?.status === 'completed';
  const failed = request?.status === 'failed';
  // The file is ready: the focus goes to Download, so Enter saves it.
  const downloadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) downloadButton.current?.focus();
  }, [done]);

  const name = task?.task_name ?? '';
  return (
    <Dialog
      isOpen={!!task}
      onClose={onClose}
      title={
        snapshot === undefined
          ? t('export.title', { name })
          : snapshot === 'draft'
            ? t('export.draftTitle', { name })
            : t('export.versionTitle', { name, version: snapshot.version })
      }
      icon="export"
      className="transfer-dialog"
    >
      <DialogBody>
        <p>{t(snapshot ? 'export.snapshotIntro' : 'export.intro')}</p>
        {!snapshot && (
          <Checkbox
            checked={collection}
            disabled={requestId !== null}
            onChange={(e) => setCollection(e.currentTarget.checked)}
            label={t('export.collection')}
          />
        )}
        {requestId !== null && !done && !failed && <TransferProgress request={request} live={live} percent={percent} />}
        {done && (
          <Callout intent={Intent.SUCCESS} icon="tick" role="status">
            {t('export.done')}
          </Callout>
        )}
        {(failed || failure) && (
          <Callout intent={Intent.DANGER} icon="error" role="alert" title={t('export.failed')}>
            {failure ?? request?.error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" onClick={onClose} text={t('export.close')} />
            {done ? (
              <Button ref={downloadButton} intent="primary" icon="download" onClick={() => void download()} text={t('export.download')} />
            ) : (
              <Button
                intent="primary"
                icon="export"
                autoFocus
                loading={starting || (requestId !== null && !failed)}
                onClick={() => void start()}
                text={t('export.start')}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
