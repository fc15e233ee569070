import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataStore } from '@shared/api/content-more';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { dataStoreApi, type CsvImportAnswer } from './api';
import { checkCsv } from './csvCheck';

const megabytes = (bytes: number, locale: string) =>
  (bytes / (1024 * 1024)).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface Props {
  ref: Ref<{ choose(): void }>;
  store: DataStore;
  onImported(): void;
}

/** 'Upload CSV': picks a file, checks it, imports it; rows the server refused are listed in a dialog. */
export function CsvImport({ ref, store, onImported }: Props) {
  const { t, i18n } = useTranslation('content');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // Bytes sent of the file while it uploads; null once the server is importing it.
  const [sent, setSent] = useState<{ sent: number; total: number } | null>(null);
  const [result, setResult] = useState<(CsvImportAnswer & { file: string }) | null>(null);
  useImperativeHandle(ref, () => ({ choose: () => input.current?.click() }), []);

  const upload = async (file: File) => {
    const problem = checkCsv(file);
    if (problem) return notifyError(new Error(problem));
    setBusy(true);
    setSent({ sent: 0, total: file.size });
    try {
      const answer = await dataStoreApi.upload(store.data_store_id, file, (done, total) =>
        setSent(done < total ? { sent: done, total } : null),
      );
      onImported();
      if (answer.errors.length) setResult({ ...answer, file: file.name });
      else notifySuccess(t('datastores.imported', { count: answer.inserted }));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      setSent(null);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      {busy && (
        <Callout className="ds-importing" icon="upload" compact>
          <span>
            {sent
              ? t('datastores.uploading', { sent: megabytes(sent.sent, i18n.language), total: megabytes(sent.total, i18n.language) })
              : t('datastores.importing')}
          </span>
          <ProgressBar
            value={sent && sent.total > 0 ? sent.sent / sent.total : undefined}
            intent="primary"
            stripes={!sent}
            aria-label={t('datastores.importing')}
          />
        </Callout>
      )}
      <Dialog
        isOpen={!!result}
        onClose={() => setResult(null)}
        title={t('datastores.importResult', { file: result?.file ?? '' })}
        icon="th-derived"
        className="ds-import-dialog"
      >
        {result && (
          <DialogBody>
            <Callout intent={result.inserted ? 'warning' : 'danger'} compact>
              {t('datastores.importSummary', { inserted: result.inserted, errors: result.errors.length })}
            </Callout>
            <div className="ds-import-errors">
              <HTMLTable compact striped className="ds-import-table">
                <thead>
                  <tr>
                    <th>{t('datastores.row')}</th>
                    <th>{t('datastores.column')}</th>
                    <th>{t('datastores.problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.errors.map((e, i) => (
                    <tr key={i}>
                      <td>{e.row}</td>
                      <td>{e.column ?? '—'}</td>
                      <td>{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </DialogBody>
        )}
        <DialogFooter actions={<Button intent="primary" autoFocus text={t('actions.close')} onClick={() => setResult(null)} />} />
      </Dialog>
    </>
  );
}
