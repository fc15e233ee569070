import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@shared/limits';
import type { ContentChoice, ImportCheck } from '@shared/api/transfer';
import { useSession } from '@client/session/store';
import { taskKeys } from '@client/api/queryKeys';
import { transferApi, useTransfer } from './api';
import { ConflictList, choiceKey } from './ConflictList';
import { ImportResultView } from './ImportResultView';
import { TransferProgress } from './TransferProgress';
import './transferEnglish';
import './transfer.css';

interface Props {
  isOpen: boolean;
  onClose(): void;
}

/**
 * Import: choose an export file; the server reads it (a bad file is refused with the path of its problem) and
 * names the content that exists here by name — the user chooses per item, reuse by default —; then the import
 * runs as a background job with its progress, and its result links to the new task.
 */
export function ImportTaskDialog({ isOpen, onClose }: Props) {
  const { t } = useTranslation('transfer');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [choices, setChoices] = useState<Record<string, ContentChoice>>({});
  const [requestId, setRequestId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const { request, live, percent } = useTransfer(requestId, 'task-import');

  const reset = () => {
    setFile(null);
    setCheck(null);
    setFailure(null);
    setChoices({});
    setRequestId(null);
  };
  useEffect(() => {
    if (isOpen) reset();
  }, [isOpen]);
  useEffect(() => {
    if (request?.status === 'completed' && selection) void qc.invalidateQueries({ queryKey: taskKeys.all(selection) });
  }, [request?.status, qc, selection]);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    reset();
    setChecking(true);
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, text });
      setCheck(await transferApi.checkImport(text));
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setChecking(false);
    }
  };
  const start = async () => {
    if (!file || !check) return;
    setStarting(true);
    setFailure(null);
    try {
      const list = check.conflicts.map((c) => ({ model: c.model, id: c.id, action: choices[choiceKey(c)] ?? c.default_action }));
      setRequestId((await transferApi.startImport(file.text, list)).request_id);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setStarting(false);
    }
  };
  const running = requestId !== null && request?.status !== 'completed' && request?.status !== 'failed';
  const finished = request?.status === 'completed';

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('import.title')} icon="import" className="transfer-dialog">
      <DialogBody>
        {requestId === null && (
          <FormGroup
            label={t('import.choose')}
            labelFor="transfer-file"
            helperText={t('import.chooseHint', { max: limits.importMaxMb })}
            className="transfer-file"
          >
            <FileInput
              fill
              text={file?.name}
              hasSelection={!!file}
              inputProps={{
                id: 'transfer-file',
                accept: '.json,application/json',
                autoFocus: true,
                onChange: (e) => void choose(e.currentTarget.files?.[0]),
              }}
            />
          </FormGroup>
        )}
        {checking && (
          <p role="status">
            <Spinner size={16} className="transfer-inline-spinner" /> {t('import.checking')}
          </p>
        )}
        {check && requestId === null && (
          <>
            <h4>{t('import.tasks')}</h4>
            <ul className="transfer-tasks">
              {check.tasks.map((task) => (
                <li key={task.id}>
                  <strong>{task.task_name}</strong> <Tag minimal>{task.task_type}</Tag>{' '}
                  <span className="bp6-text-muted">{t('import.nodes', { count: task.node_count })}</span>
                  {task.name_taken && <div className="bp6-text-muted">{t('import.nameTaken')}</div>}
                </li>
              ))}
            </ul>
            {check.conflicts.length === 0 ? (
              <p>{t('import.noConflicts', { count: check.content_count })}</p>
            ) : (
              <>
                <h4>{t('import.conflicts')}</h4>
                <p className="bp6-text-muted">{t('import.conflictsHint')}</p>
                <ConflictList
                  conflicts={check.conflicts}
                  choices={choices}
                  onChoose={(key, action) => setChoices((all) => ({ ...all, [key]: action }))}
                />
              </>
            )}
          </>
        )}
        {running && <TransferProgress request={request} live={live} percent={percent} />}
        {finished && request?.result && <ImportResultView request={request} onOpen={onClose} />}
        {(failure || request?.status === 'failed') && (
          <Callout intent={Intent.DANGER} icon="error" role="alert" title={t('import.failed')}>
            {failure ?? request?.error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" onClick={onClose} text={t('import.close')} />
            {finished || request?.status === 'failed' ? (
              <Button icon="import" onClick={reset} text={t('import.another')} />
            ) : (
              <Button
                intent="primary"
                icon="import"
                disabled={!check || checking}
                loading={starting || running}
                onClick={() => void start()}
                text={t('import.start')}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
