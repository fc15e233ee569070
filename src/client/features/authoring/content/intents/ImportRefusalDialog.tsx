import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ImportRefusal } from './rules';

/** A refused intent import: the server's message and each invalid row (the file's line, the column, the problem). */
export function ImportRefusalDialog({ refusal, file, onClose }: { refusal: ImportRefusal | null; file: string; onClose(): void }) {
  const { t } = useTranslation('content');
  const byRow = !!refusal?.rows.some((r) => r.row !== null);
  return (
    <Dialog
      isOpen={!!refusal}
      onClose={onClose}
      title={t('intents.importRefusedTitle', { file })}
      icon="error"
      className="intent-import-dialog"
    >
      {refusal && (
        <DialogBody>
          <Callout intent="danger" compact>
            {refusal.message}
          </Callout>
          {refusal.rows.length > 0 && (
            <div className="intent-import-errors">
              <HTMLTable compact striped className="intent-import-table" aria-label={t('intents.rowErrors')}>
                {byRow && (
                  <thead>
                    <tr>
                      <th>{t('datastores.row')}</th>
                      <th>{t('datastores.column')}</th>
                      <th>{t('datastores.problem')}</th>
                    </tr>
                  </thead>
                )}
                <tbody>
                  {refusal.rows.map((r, i) =>
                    byRow ? (
                      <tr key={i}>
                        <td>{r.row ?? '—'}</td>
                        <td>{r.column ? <code>{r.column}</code> : '—'}</td>
                        <td>{r.message}</td>
                      </tr>
                    ) : (
                      <tr key={i}>
                        <td>{r.message}</td>
                      </tr>
                    ),
                  )}
                </tbody>
              </HTMLTable>
            </div>
          )}
          <p className="content-form-hint">{t('intents.importNothingWritten')}</p>
        </DialogBody>
      )}
      <DialogFooter actions={<Button intent="primary" autoFocus text={t('actions.close')} onClick={onClose} />} />
    </Dialog>
  );
}
