import { dataStoresType } from '@shared/entities/content/datastores';
import { Tag } from '@blueprintjs/core';
import type { DataStore } from '@shared/api/content-more';
import { NameCell, UpdatedCell } from '../list/cells';
import { contentTab } from '../contentTab';
import { DataStoreEditor } from './DataStoreEditor';
import { DocumentsView } from './DocumentsView';
import { dataStoreBody, dataStoreDraft, dataStoreErrors, emptyDataStore, firstDataStoreError, type DataStoreDraft } from './rules';
import { LogTag } from './LogTag';

/** Datastores (spec 2 §3, §7): the structure in the form, the documents (with CSV import and export) in a wide view beside it. */
export const dataStoresTab = contentTab<DataStore, DataStoreDraft>(dataStoresType, {
  // The name check before save takes the name in its path.
  nameCheckByPath: '/data/validate-ds-name',
  detailOf: (d) => d.collection_structure.map((c) => c.col_name).join(', '),
  columns: [
    {
      id: 'name',
      header: 'fields.name',
      cell: ({ row }) => (
        <span className="content-cell-name">
          <NameCell name={row.original.display_name} id={row.original.data_store_id} />
          {row.original.is_log && <LogTag />}
        </span>
      ),
      size: 0,
    },
    {
      id: 'columns',
      header: 'datastores.columns',
      cell: ({ row }) => (
        <Tag minimal round>
          {row.original.collection_structure.length}
        </Tag>
      ),
      size: 90,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: DataStoreEditor,
  emptyDraft: emptyDataStore,
  toDraft: (d) => dataStoreDraft(d),
  toBody: (draft) => {
    const first = firstDataStoreError(dataStoreErrors(draft));
    if (first)
      return first.column === undefined
        ? { error: first.error }
        : { error: 'datastores.errors.inColumn', values: { column: String(first.column + 1), problem: first.error.split('.').pop()! } };
    return { body: dataStoreBody(draft) };
  },
  views: [{ id: 'documents', title: 'datastores.documents', icon: 'th', wide: true, Component: DocumentsView }],
});
