import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registry } from '@plugins/registry';
import '../i18n';
import { NodeTypePanel } from './NodeTypePanel';
import { NodeTypeTable } from './NodeTypeTable';
import { NodeTypeToolbar } from './NodeTypeToolbar';
import { useNodeTypeRecords } from './api';
import { emptyFilter, mergeNodeTypes, rowMatches, type NodeTypeRow, type RowFilter } from './merge';
import { useCanWriteNodeTypes } from './useCanWrite';
import './node-types.css';

type Open = { mode: 'edit'; type: string } | { mode: 'create'; type: string | null } | null;

/** /system/node-types: the plugin registry merged with the node-type records (spec 2 §3, §7), for the system role. */
export default function NodeTypesPage() {
  const { t } = useTranslation(['system', 'flow']);
  const records = useNodeTypeRecords();
  const canWrite = useCanWriteNodeTypes();
  const [filter, setFilter] = useState<RowFilter>(emptyFilter);
  const [open, setOpen] = useState<Open>(null);
  const rows = useMemo(() => (records.data ? mergeNodeTypes(registry.all, records.data) : []), [records.data]);
  const labelOf = useCallback(
    (row: NodeTypeRow) => (row.label ? t(`flow:${row.label.key}`, { defaultValue: row.label.default }) : row.record.LABEL),
    [t],
  );
  const shown = useMemo(() => rows.filter((row) => rowMatches(row, filter, labelOf(row))), [rows, filter, labelOf]);
  const openRow = open?.type ? (rows.find((r) => r.type === open.type) ?? null) : null;
  // A create stays one until its type has a record of its own (after the save it is an update).
  const creating = open?.mode === 'create' && (!openRow || openRow.status === 'defaults');
  const choices = creating ? rows.filter((r) => r.status === 'defaults') : null;

  const close = () => {
    const type = open?.type;
    setOpen(null);
    // The focus goes back to the row the panel was about.
    if (type) requestAnimationFrame(() => document.querySelector<HTMLElement>(`.nt-table tr[data-type="${type}"]`)?.focus());
  };

  let list;
  if (records.isPending)
    list = (
      <div className="nt-state">
        <Spinner size={28} />
      </div>
    );
  else if (records.isError) {
    list = (
      <NonIdealState
        className="nt-state"
        icon="error"
        title={t('nodeTypes.loadFailed')}
        description={records.error.message}
        action={<Button icon="refresh" text={t('nodeTypes.retry')} onClick={() => void records.refetch()} />}
      />
    );
  } else if (shown.length === 0) {
    list = (
      <NonIdealState
        className="nt-state"
        icon="search"
        title={t('nodeTypes.empty')}
        description={t('nodeTypes.emptyHint')}
        action={<Button icon="cross" text={t('nodeTypes.clearFilters')} onClick={() => setFilter(emptyFilter)} />}
      />
    );
  } else {
    list = (
      <NodeTypeTable
        rows={shown}
        openType={open?.type ?? null}
        labelOf={labelOf}
        onOpen={(type) => setOpen({ mode: 'edit', type })}
        onEscape={close}
      />
    );
  }

  return (
    <div className="nt-page" data-testid="node-types-page">
      <div className="nt-main">
        <div className="nt-head">
          <p className="bp6-text-muted nt-subtitle">{t('nodeTypes.subtitle')}</p>
        </div>
        <NodeTypeToolbar filter={filter} onFilter={setFilter} shown={shown.length} total={rows.length} />
        {list}
      </div>
      <aside className={`nt-detail${open ? ' is-open' : ''}`}>
        {open ? (
          <NodeTypePanel
            key={openRow ? `${openRow.type}:${openRow.status}:${JSON.stringify(openRow.record)}` : 'create'}
            row={openRow}
            choices={choices}
            canWrite={canWrite}
            labelOf={labelOf}
            onChoose={(type) => setOpen({ mode: 'create', type: type || null })}
            onClose={close}
          />
        ) : (
          <NonIdealState
            className="nt-placeholder"
            icon="cube"
            description={t('nodeTypes.selectAnItem')}
            action={
              <Button
                intent="primary"
                variant="outlined"
                icon="add"
                disabled={!canWrite || records.isPending}
                text={t('nodeTypes.createTitle', { title: t('nodeTypes.itemTitle') })}
                onClick={() => setOpen({ mode: 'create', type: null })}
              />
            }
          />
        )}
      </aside>
    </div>
  );
}
