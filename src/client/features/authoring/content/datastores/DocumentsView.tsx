import { Alert, Button, InputGroup, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataStore } from '@shared/api/content-more';
import { KeyHint } from '@client/commands/KeyHint';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useSession } from '@client/session/store';
import { saveBlob } from '../files/download';
import type { DetailViewProps } from '../tabTypes';
import { dataStoreApi, useDocuments } from './api';
import { CsvImport } from './CsvImport';
import { editCell, editCount, editNewCell, gridColumns, noEdits, refusedCell, saveRequests, type GridEdits } from './documents';
import { DocumentsGrid, type GridRow } from './DocumentsGrid';
import { ExportDialog } from './ExportDialog';
import { formKeys } from '@client/commands/formKeys';
import { contentKeys } from '@client/api/queryKeys';

let nextNew = 1;

/** The documents of a saved datastore: search, add, edit cells and save them together, bulk delete, CSV template, import and export. */
export function DocumentsView({ item, readOnly }: DetailViewProps<DataStore>) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const id = item.data_store_id;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const docs = useDocuments(id, search);
  const loaded = useMemo(() => docs.data?.pages.flat() ?? [], [docs.data]);
  const [edits, setEdits] = useState<GridEdits>(noEdits);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<{ row: string; column: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [exporting, setExporting] = useState(false);
  const importer = useRef<{ choose(): void }>(null);

  const columns = useMemo(() => gridColumns(item, loaded), [item, loaded]);
  const rows = useMemo<GridRow[]>(
    () => [
      ...edits.added.map((a) => ({ kind: 'new' as const, key: a.key, values: a.values })),
      ...loaded.map((doc) => ({ kind: 'doc' as const, doc })),
    ],
    [edits.added, loaded],
  );
  const pending = editCount(edits);
  const refresh = () => selection && qc.invalidateQueries({ queryKey: contentKeys.documents(selection, id) });

  const onEdit = useCallback((row: GridRow, column: string, value: string) => {
    setRefused(null);
    setEdits((e) => (row.kind === 'new' ? editNewCell(e, row.key, column, value) : editCell(e, row.doc, column, value)));
  }, []);
  const onSelect = useCallback((ids: number[], on: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      for (const x of ids)
        if (on) next.add(x);
        else next.delete(x);
      return next;
    });
  }, []);
  const add = () => {
    setEdits((e) => ({ ...e, added: [{ key: nextNew++, values: {} }, ...e.added] }));
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.ds-grid [data-cell="0:0"]')?.focus());
  };

  const save = async () => {
    if (readOnly || saving || pending === 0) return;
    const { updates, additions } = saveRequests(edits);
    const addedKeys = edits.added.filter((a) => Object.values(a.values).some((v) => v.trim() !== '')).map((a) => `n${a.key}`);
    setSaving(true);
    let step: 'add' | 'update' = 'add';
    try {
      if (additions.length) await dataStoreApi.add(id, additions);
      step = 'update';
      if (updates.length) await dataStoreApi.update(id, updates);
      notifySuccess(t('datastores.saved', { count: additions.length + updates.length }));
      setEdits(noEdits);
      await refresh();
    } catch (e) {
      const at = refusedCell((e as Error).message);
      let failure = e;
      if (at) {
        const docId = step === 'update' ? updates[at.index]?.document_id : undefined;
        setRefused({ row: docId === undefined ? (addedKeys[at.index] ?? '') : `d${docId}`, column: at.column });
        failure = new Error(
          t('datastores.refusedIn', { document: docId === undefined ? t('datastores.new') : `#${docId}`, message: at.message }),
        );
      }
      // New documents were saved when the update is refused: keep only the edits still to save.
      if (step === 'update') {
        setEdits((x) => ({ ...x, added: [] }));
        await refresh();
      }
      notifyError(failure);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    const ids = [...selected];
    try {
      const { count } = await dataStoreApi.remove(id, ids);
      notifySuccess(t('datastores.deleted', { count }));
      setSelected(new Set());
      setEdits((e) => ({ ...e, changed: new Map([...e.changed].filter(([docId]) => !ids.includes(docId))) }));
      await refresh();
    } catch (e) {
      notifyError(e);
    } finally {
      setConfirmDelete(false);
    }
  };
  const template = async () => {
    try {
      saveBlob(await dataStoreApi.template(id), `${item.display_name}-template.csv`);
    } catch (e) {
      notifyError(e);
    }
  };
  const onKeyDown = formKeys<KeyboardEvent>(
    {
      submit: () => void save(),
      // Escape closes the editor, but not over unsaved documents: Discard says so explicitly.
      close: () => pending > 0,
    },
    { stop: ['submit', 'close'] },
  );

  const csvMenu = (
    <Menu>
      <MenuItem icon="download" text={t('datastores.template')} onClick={() => void template()} />
      {!readOnly && <MenuItem icon="upload" text={t('datastores.upload')} onClick={() => importer.current?.choose()} />}
      <MenuItem icon="export" text={t('datastores.export')} onClick={() => setExporting(true)} />
    </Menu>
  );
  return (
    <div className="ds-documents" onKeyDown={onKeyDown}>
      {selected.size > 0 ? (
        <div className="ds-toolbar is-selection" role="toolbar" aria-label={t('list.selectionActions')}>
          <Tag round intent="primary" minimal>
            {t('list.selected', { count: selected.size })}
          </Tag>
          <Button variant="minimal" size="small" text={t('list.clear')} onClick={() => setSelected(new Set())} />
          <span className="content-toolbar-spacer" />
          {!readOnly && (
            <Button
              size="small"
              intent="danger"
              icon="trash"
              text={t('datastores.deleteSelected', { count: selected.size })}
              onClick={() => setConfirmDelete(true)}
            />
          )}
        </div>
      ) : (
        <div className="ds-toolbar" role="toolbar" aria-label={t('datastores.documents')}>
          <InputGroup
            className="ds-search"
            leftIcon="search"
            type="search"
            size="small"
            value={text}
            onValueChange={setText}
            placeholder={t('datastores.search')}
            aria-label={t('datastores.search')}
          />
          <span className="content-count">
            {t(docs.hasNextPage ? 'datastores.loadedMore' : 'datastores.loaded', { count: loaded.length })}
          </span>
          <span className="content-toolbar-spacer" />
          {!readOnly && <Button size="small" icon="add-row-top" text={t('datastores.addDocument')} onClick={add} />}
          <Popover content={csvMenu} placement="bottom-end">
            <Button size="small" icon="th-derived" endIcon="caret-down" text="CSV" aria-label={t('datastores.csvActions')} />
          </Popover>
        </div>
      )}
      <DocumentsGrid
        columns={columns}
        rows={rows}
        edits={edits}
        selected={selected}
        refused={refused}
        readOnly={readOnly}
        loading={docs.isPending || docs.isFetchingNextPage}
        hasMore={!!docs.hasNextPage}
        onMore={() => void docs.fetchNextPage()}
        onSelect={onSelect}
        onEdit={onEdit}
      />
      {!readOnly && pending > 0 && (
        <div className="ds-savebar">
          <Tag minimal intent="warning" round>
            {t('datastores.unsaved', { count: pending })}
          </Tag>
          <span className="content-toolbar-spacer" />
          <Button
            text={t('datastores.discard')}
            onClick={() => {
              setEdits(noEdits);
              setRefused(null);
            }}
          />
          <Button intent="primary" loading={saving} onClick={() => void save()}>
            {t('datastores.saveChanges')} <KeyHint command="form.submit" />
          </Button>
        </div>
      )}
      <Alert
        isOpen={confirmDelete}
        intent="danger"
        icon="trash"
        confirmButtonText={t('actions.delete')}
        cancelButtonText={t('actions.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>{t('datastores.confirmDelete', { count: selected.size })}</p>
      </Alert>
      <CsvImport ref={importer} store={item} onImported={() => void refresh()} />
      <ExportDialog store={item} isOpen={exporting} readOnly={readOnly} onClose={() => setExporting(false)} />
    </div>
  );
}
