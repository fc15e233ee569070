import { Button, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareView } from './useCompareView';
import { renameVersion, rollbackTo, saveVersion } from './actions';
import '../transfer/transferEnglish';
import '../transfer/transfer.css';
import { ExportTaskDialog } from '../transfer/ExportTaskDialog';
import { useTask } from '../tasks/api';
import { usePrefetchVersion, useVersions } from './api';
import { DiffSummary } from './DiffSummary';
import { GateList } from './GateList';
import { useVersionsStore, type Side } from './store';
import { VersionRow, versionLabel } from './VersionRow';
import './versions.css';

export interface PanelProps {
  taskId: number;
  readOnly: boolean;
  compareView: CompareView;
  onFocusNode(id: number): void;
  onPublish(): void;
  applyChange(answer: unknown): void;
  onClose(): void;
}

const sideValue = (side: Side) => String(side);
const parseSide = (value: string): Side => (value === 'draft' ? 'draft' : Number(value));

/** The versions panel of the canvas: publish, the gate's errors, compare any two, roll back, rename. */
export default function VersionsPanel({ taskId, readOnly, compareView, onFocusNode, onPublish, applyChange, onClose }: PanelProps) {
  const { t } = useTranslation('versions');
  const { t: tt } = useTranslation('transfer');
  const list = useVersions(taskId);
  const [saving, setSaving] = useState(false);
  const { compare, gate, setCompare, setGate } = useVersionsStore();
  const heading = useRef<HTMLHeadingElement>(null);
  const versions = list.data?.versions ?? [];
  const published = versions.find((v) => v.is_published) ?? versions[0];
  const [from, setFrom] = useState<Side>('draft');
  const [to, setTo] = useState<Side>('draft');
  // The export of a snapshot (spec 2 §7): the published version's, or the draft's as it is now.
  const [exportOf, setExportOf] = useState<{ version: string } | 'draft' | null>(null);
  const task = useTask(taskId);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (published && from === 'draft' && to === 'draft') setFrom(published.version_id);
  }, [published]); // eslint-disable-line react-hooks/exhaustive-deps
  // The published version is the usual side to compare with: its snapshot is fetched as soon as the panel shows it.
  usePrefetchVersion(published?.version_id ?? null);

  const nameOf = (side: Side) => {
    if (side === 'draft') return t('panel.draft');
    const v = versions.find((x) => x.version_id === side);
    return v ? versionLabel(t, v) : `#${side}`;
  };
  const options = [
    { value: 'draft', label: t('panel.draft') },
    ...versions.map((v) => ({
      value: sideValue(v.version_id),
      label: `${versionLabel(t, v)}${v.is_published ? ` (${t('panel.published')})` : ''}`,
    })),
  ];

  return (
    <aside
      className="vs-panel"
      aria-labelledby="vs-panel-title"
      onKeyDown={(e) => {
        // A dialog of the panel (the export) is in a portal: its Escape closes the dialog, not the panel.
        if (e.key !== 'Escape' || !e.currentTarget.contains(e.target as Node)) return;
        e.stopPropagation();
        if (compare) setCompare(null);
        else onClose();
      }}
    >
      <header className="vs-head">
        <h3 id="vs-panel-title" ref={heading} tabIndex={-1}>
          {t('panel.title')}
        </h3>
        <span className="cf-spacer" />
        {!readOnly && (
          <Button
            size="small"
            className="vs-save-version"
            icon="floppy-disk"
            loading={saving}
            text={tt('saveVersion.button')}
            title={tt('saveVersion.hint')}
            onClick={() => {
              setSaving(true);
              void saveVersion(taskId, () => void list.refetch()).finally(() => setSaving(false));
            }}
          />
        )}
        {!readOnly && <Button intent="primary" size="small" icon="endorsed" text={t('panel.publish')} onClick={onPublish} />}
        <Button variant="minimal" size="small" icon="cross" aria-label={t('panel.close')} onClick={onClose} />
      </header>
      {gate && <GateList problems={gate} onFocusNode={onFocusNode} onDismiss={() => setGate(null)} />}
      {compare && (
        <DiffSummary
          diff={compareView.diff}
          title={t('diff.title', { from: nameOf(compare.from), to: nameOf(compare.to) })}
          onStop={() => setCompare(null)}
          onFocusNode={onFocusNode}
        />
      )}
      {list.isPending ? (
        <div className="vs-center">
          <Spinner size={24} aria-label={t('panel.loading')} />
        </div>
      ) : list.isError ? (
        <NonIdealState
          icon="error"
          title={t('panel.loadFailed')}
          description={list.error.message}
          action={<Button icon="refresh" text={t('panel.retry')} onClick={() => void list.refetch()} />}
        />
      ) : (
        <>
          <div className="vs-compare" role="group" aria-label={t('panel.compareTitle')}>
            <HTMLSelect
              aria-label={t('panel.compareFrom')}
              value={sideValue(from)}
              options={options}
              onChange={(e) => setFrom(parseSide(e.currentTarget.value))}
            />
            <span>{t('panel.withLabel')}</span>
            <HTMLSelect
              aria-label={t('panel.compareTo')}
              value={sideValue(to)}
              options={options}
              onChange={(e) => setTo(parseSide(e.currentTarget.value))}
            />
            <Button
              size="small"
              icon="comparison"
              text={t('panel.compare')}
              disabled={from === to}
              onClick={() => setCompare({ from, to })}
            />
          </div>
          <ul className="vs-list" aria-label={t('panel.listLabel')}>
            <li className="vs-row vs-draft">
              <div className="vs-row-head">
                <strong>{t('panel.draft')}</strong>
                {!!list.data?.version_in_use_modified && published && (
                  <Tag intent="warning" minimal round>
                    {t('panel.draftModified')}
                  </Tag>
                )}
              </div>
              <div className="vs-row-actions" role="group" aria-label={t('panel.actionsOf', { name: t('panel.draft') })}>
                <Button size="small" variant="minimal" icon="export" text={tt('snapshotButton')} onClick={() => setExportOf('draft')} />
              </div>
            </li>
            {versions.map((v) => (
              <VersionRow
                key={v.version_id}
                version={v}
                readOnly={readOnly}
                onCompare={() => setCompare({ from: v.version_id, to: 'draft' })}
                onRollback={() => void rollbackTo(taskId, v.version_id, v.version_number, applyChange)}
                onRename={(name) => renameVersion(v.version_id, name, () => void list.refetch())}
                onExport={v.is_published ? () => setExportOf({ version: versionLabel(t, v) }) : undefined}
              />
            ))}
          </ul>
          {versions.length === 0 && <p className="vs-muted vs-empty">{t('panel.empty')}</p>}
        </>
      )}
      <ExportTaskDialog
        task={exportOf && task.data ? task.data : null}
        snapshot={exportOf ?? undefined}
        onClose={() => setExportOf(null)}
      />
    </aside>
  );
}
