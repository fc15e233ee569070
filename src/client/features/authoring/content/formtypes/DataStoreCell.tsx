import { Tag } from '@blueprintjs/core';
import { useDataStoreChoices } from './api';

/** The datastore a form saves into, by name (one shared query for the whole list). */
export function DataStoreCell({ id }: { id: number | null }) {
  const stores = useDataStoreChoices();
  if (id === null) return <span className="content-cell-muted">—</span>;
  const name = stores.data?.find((s) => s.data_store_id === id)?.display_name ?? `#${id}`;
  return (
    <Tag minimal round icon="database" className="cf-store-tag" title={name}>
      {name}
    </Tag>
  );
}
