import { Button, Checkbox, Dialog, DialogBody, DialogFooter, Spinner, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataStore, DataStoreExport } from '@shared/api/content-more';
import { useSession } from '@client/session/store';
import { notifyError } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { downloadFile } from '../files/download';
import { dataStoreApi, useExports } from './api';
import { ExportProgress, useExportProgress } from './ExportProgress';
import { useDisplayDate } from '../../../../session/useDisplayDate';

interface Props {
  store: DataStore;
  isOpen: boolean;
  readOnly: boolean;
  onClose(): void;
}

const statusIntent = { queued: 'none', running: 'primary', completed: 'success', failed: 'danger' } as const;

/** 'Export CSV': choose columns, start the background export, follow its record until the file can be downloaded. */
export function ExportDialog({ store, isOpen, readOnly, onClose }: Props) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const names = store.collection_structure.map((c) => c.col_name);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(names));
  const [starting, setStarting] = useState(false);
  const exports = useExports(store.data_store_id, isOpen);
  const live = useExportProgress(store.data_store_id, isOpen);
  useEffect(() => {
    if (isOpen) setChosen(new Set(store.collection_structure.map((c) => c.col_name)));
  }, [isOpen, store.collection_structure]);

  const toggle = (name: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const refresh = () => selection && qc.invalidateQueries({ queryKey: contentKeys.exports(selection, store.data_store_id) });
  const start = async () => {
    setStarting(true);
    try {
      await dataStoreApi.startExport(
        store.data_store_id,
        names.filter((n) => chosen.has(n)),
      );
      await refresh();
    } catch (e) {
      notifyError(e);
    } finally {
      setStarting(false);
    }
  };
  const download = (e: DataStoreExport) =>
    downloadFile(e.download_url!, `${store.display_name}-export-${e.data_store_export_id}.csv`).catch(notifyError);
  const remove = async (e: DataStoreExport) => {
    try {
      await dataStoreApi.removeExport(e.data_store_export_id);
      await refresh();
    } catch (err) {
      notifyError(err);
    }
  };
  const when = useDisplayDate().dateTime;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('datastores.exportTitle', { name: store.display_name })}
      icon="export"
      className="ds-export-dialog"
    >
      <DialogBody>
        <div className="content-form-label">
          <span>{t('datastores.exportColumns')}</span>
          <span className="ds-export-all">
            <Button variant="minimal" size="small" text={t('datastores.all')} onClick={() => setChosen(new Set(names))} />
            <Button variant="minimal" size="small" text={t('datastores.none')} onClick={() => setChosen(new Set())} />
          </span>
        </div>
        <div className="ds-export-columns">
          {names.map((name) => (
            <Checkbox key={name} label={name} checked={chosen.has(name)} onChange={() => toggle(name)} />
          ))}
        </div>
        <div className="content-form-label">
          <span>{t('datastores.exports')}</span>
        </div>
        {exports.isPending ? (
          <Spinner size={20} />
        ) : (exports.data ?? []).length === 0 ? (
          <p className="content-form-hint">{t('datastores.noExports')}</p>
        ) : (
          <ul className="ds-export-list">
            {exports.data!.map((e) => (
              <li key={e.data_store_export_id} className="ds-export">
                <span className="ds-export-main">
                  <span className="ds-export-head">
                    <strong>#{e.data_store_export_id}</strong>
                    <Tag
                      minimal
                      round
                      intent={statusIntent[e.status]}
                      icon={e.status === 'running' || e.status === 'queued' ? <Spinner size={10} /> : undefined}
                    >
                      {t(`datastores.status.${e.status}`)}
                    </Tag>
                    <span className="content-cell-muted">{when(e.created_at)}</span>
                  </span>
                  <span className="content-cell-muted">
                    {e.selected_columns.join(', ')}
                    {e.status === 'completed' && ` · ${t('datastores.rows', { count: e.row_count })}`}
                  </span>
                  {e.status === 'running' && <ExportProgress item={e} live={live[e.data_store_export_id]} />}
                  {e.error && <span className="holiday-error">{e.error}</span>}
                </span>
                {e.download_url && <Button size="small" icon="download" text={t('files.download')} onClick={() => void download(e)} />}
                {!readOnly && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="trash"
                    aria-label={t('datastores.deleteExport', { id: e.data_store_export_id })}
                    onClick={() => void remove(e)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.close')} onClick={onClose} />
            <Button
              intent="primary"
              icon="export"
              loading={starting}
              disabled={chosen.size === 0}
              text={t('datastores.startExport')}
              onClick={() => void start()}
            />
          </>
        }
      />
    </Dialog>
  );
}
