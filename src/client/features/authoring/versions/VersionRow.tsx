import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '@shared/api/versions';
import { useDisplayDate } from '@client/session/useDisplayDate';

export const versionLabel = (
  t: (key: string, o?: Record<string, unknown>) => string,
  v: Pick<VersionSummary, 'version_name' | 'version_number'>,
) => v.version_name ?? t('panel.untitled', { number: v.version_number });

interface Props {
  version: VersionSummary;
  readOnly: boolean;
  onCompare(): void;
  onRollback(): void;
  onRename(name: string): Promise<boolean>;
  /** Present on the published version only: its snapshot is what POST /studio/export/snapshot exports. */
  onExport?(): void;
}

/** One version: name, number, author, time and the published mark; compare with the draft, roll back, rename. */
export function VersionRow({ version, readOnly, onCompare, onRollback, onRename, onExport }: Props) {
  const { t } = useTranslation('versions');
  const { t: tt } = useTranslation('transfer');
  const { dateTime } = useDisplayDate();
  const [renaming, setRenaming] = useState<string | null>(null);
  const label = versionLabel(t, version);
  const save = async () => {
    if (renaming !== null && (await onRename(renaming))) setRenaming(null);
  };
  return (
    <li className="vs-row" data-version-id={version.version_id}>
      <div className="vs-row-head">
        {renaming === null ? (
          <strong className="vs-row-name">{label}</strong>
        ) : (
          <InputGroup
            autoFocus
            small
            aria-label={t('panel.renameLabel')}
            value={renaming}
            onValueChange={setRenaming}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save();
              if (e.key === 'Escape') {
                e.stopPropagation();
                setRenaming(null);
              }
            }}
          />
        )}
        {version.is_published && (
          <Tag intent="success" icon="endorsed" minimal round>
            {t('panel.published')}
          </Tag>
        )}
      </div>
      <div className="vs-row-meta">
        {t('panel.number', { number: version.version_number })} · {version.created_by_name ?? t('panel.unknownAuthor')} ·{' '}
        <time dateTime={version.created_at}>{dateTime(version.created_at)}</time>
      </div>
      {version.version_notes && <p className="vs-row-notes">{version.version_notes}</p>}
      <div className="vs-row-actions" role="group" aria-label={t('panel.actionsOf', { name: label })}>
        {renaming === null ? (
          <>
            <Button size="small" variant="minimal" icon="comparison" text={t('panel.compareWithDraft')} onClick={onCompare} />
            {onExport && <Button size="small" variant="minimal" icon="export" text={tt('snapshotButton')} onClick={onExport} />}
            {!readOnly && <Button size="small" variant="minimal" icon="history" text={t('panel.rollback')} onClick={onRollback} />}
            {!readOnly && (
              <Button
                size="small"
                variant="minimal"
                icon="edit"
                text={t('panel.rename')}
                onClick={() => setRenaming(version.version_name ?? '')}
              />
            )}
          </>
        ) : (
          <>
            <Button size="small" intent="primary" text={t('panel.save')} onClick={() => void save()} />
            <Button size="small" variant="minimal" text={t('panel.cancel')} onClick={() => setRenaming(null)} />
          </>
        )}
      </div>
    </li>
  );
}
