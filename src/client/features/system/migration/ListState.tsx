import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error and empty states of a migration list; the list itself otherwise. */
export function ListState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data?: unknown };
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('system');
  if (query.isPending)
    return (
      <div className="mig-state">
        <Spinner size={24} aria-label={t('migration.loading')} />
      </div>
    );
  if (query.error)
    return <NonIdealState className="mig-state" icon="error" title={t('migration.loadFailed')} description={query.error.message} />;
  if (Array.isArray(query.data) && query.data.length === 0) return <NonIdealState className="mig-state" icon="inbox" title={empty} />;
  return <>{children}</>;
}
