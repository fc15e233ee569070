import { Button, Tooltip } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@client/session/store';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { useContentStore } from '../store';
import type { ListAddonProps } from '../tabTypes';
import { intentCsvApi } from './api';
import { ImportRefusalDialog } from './ImportRefusalDialog';
import { checkIntentCsv, importRefusal, type ImportRefusal } from './rules';

/** The intent being exported: the one open in the editor, else the only one selected in the list. */
function useExportTarget(): number | null {
  return useContentStore((s) => (s.editor?.mode === 'update' ? s.editor.id : s.selection.ids.size === 1 ? [...s.selection.ids][0] : null));
}

/**
 * The intents' CSV actions under the list: 'Download template', 'Import CSV' (all or nothing; a
 * refusal lists each row's error) and 'Export' of the selected intent.
 */
export function IntentCsvBar({ canWrite }: ListAddonProps) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const target = useExportTarget();
  const [busy, setBusy] = useState<'template' | 'import' | 'export' | null>(null);
  const [refused, setRefused] = useState<{ refusal: ImportRefusal; file: string } | null>(null);

  const run = async (what: 'template' | 'import' | 'export', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  const template = () => run('template', () => intentCsvApi.template().catch(notifyError));
  const exportOne = () => target !== null && run('export', () => intentCsvApi.export(target).then(() => undefined, notifyError));
  const importFile = (file: File) =>
    run('import', async () => {
      const problem = checkIntentCsv(file);
      if (problem) return notifyError(new Error(problem));
      try {
        const answer = await intentCsvApi.import(file);
        notifySuccess(t('intents.imported', { created: answer.created, updated: answer.updated }));
        const selection = useSession.getState().selection;
        if (selection) await qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
      } catch (e) {
        const refusal = importRefusal(e);
        if (refusal) setRefused({ refusal, file: file.name });
        else notifyError(e);
      }
    });

  return (
    <div className="intent-csv-bar" role="toolbar" aria-label={t('intents.csvActions')}>
      <span className="intent-csv-label">CSV</span>
      <Button
        variant="minimal"
        size="small"
        icon="download"
        text={t('intents.downloadTemplate')}
        loading={busy === 'template'}
        onClick={() => void template()}
      />
      <Tooltip content={canWrite ? t('intents.importHint') : t('intents.importNeedsWrite')} placement="top">
        <Button
          variant="minimal"
          size="small"
          icon="import"
          text={t('intents.importCsv')}
          loading={busy === 'import'}
          disabled={!canWrite}
          onClick={() => input.current?.click()}
        />
      </Tooltip>
      <Tooltip content={target === null ? t('intents.exportPick') : t('intents.exportHint')} placement="top">
        <Button
          variant="minimal"
          size="small"
          icon="export"
          text={t('intents.export')}
          loading={busy === 'export'}
          disabled={target === null}
          onClick={() => void exportOne()}
        />
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
      <ImportRefusalDialog refusal={refused?.refusal ?? null} file={refused?.file ?? ''} onClose={() => setRefused(null)} />
    </div>
  );
}
