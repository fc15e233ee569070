import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useShallow } from 'zustand/react/shallow';
import { canAccess } from '@shared/access/engine';
import { tenantNeed } from '@shared/access/tenant-reach';
import { bulkActionsOf, tickableRow, type BulkAction } from '@shared/entities/bulk';
import type { EntityMeta, EntityScreen } from '@shared/entities/define';
import { messages } from '@shared/messages';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { ScopeNotice } from '@client/shell/ScopeNotice';
import { useDebounced } from '@client/shell/useDebounced';
import { idleKey, entityKeys } from '@client/api/queryKeys';
import { screenSelection, useEntityList, type EntityRow } from './api';
import { EntityBulkBar } from './EntityBulkBar';
import { EntityPanel } from './EntityPanel';
import { EntityTable, type Ticks } from './EntityTable';
import { EntityToolbar } from './EntityToolbar';
import { pageExtras } from './extras';
import { entityInSentence } from './i18n';
import './entities.css';

// The screen part of every entity (list columns, filters, form) comes with this lazy screen, never with the shell.
export { entityMetaOf } from '@shared/entities/screens';
import { createTitle } from './form';

type Open = { mode: 'create' } | { mode: 'edit'; id: number } | null;
const noActions: readonly BulkAction[] = [];
const searchDebounceMs = 300;

/**
 * The generic list/detail screen of an entity (spec 3 §2): the list left, a side panel of 30 % with
 * 'Select an item to edit and view more details.' and Create until an item is open. ?id= opens an
 * item and ?create=1 the create form (the palette's open and create commands).
 */
export function EntityPage({ d, screen }: { d: EntityMeta; screen: EntityScreen }) {
  const { t } = useTranslation('entities');
  const session = useSession(useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })));
  // A screen of both Manage scopes whose rows the selection does not reach says what to select instead of a list.
  const need =
    session.user && session.selection && screen.section === 'manage'
      ? tenantNeed(d.tenant, screen.scopes, { user: session.user, selection: session.selection, enabledFeatures: session.enabledFeatures })
      : null;
  const selection = need ? null : screenSelection(screen, session.selection);
  const canWrite =
    !!(session.user && session.selection) &&
    canAccess({ user: session.user, selection: session.selection, enabledFeatures: session.enabledFeatures }, screen.permission, 'write')
      .allowed;
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const askedKey = query.get('create') === '1' ? 'create' : Number(query.get('id')) > 0 ? query.get('id')! : '';
  const askedOpen = (key: string): Open => (key === 'create' ? { mode: 'create' } : key ? { mode: 'edit', id: Number(key) } : null);
  const [open, setOpen] = useState<Open>(() => askedOpen(askedKey));
  // What the palette asks for (also while the screen is open) becomes the panel's state; the address goes back to the screen's own.
  useEffect(() => {
    if (!askedKey) return;
    setOpen(askedOpen(askedKey));
    navigate(screen.path, { replace: true });
  }, [askedKey, screen.path]); // eslint-disable-line react-hooks/exhaustive-deps
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(() => Object.fromEntries(d.list.filters.map((f) => [f.field, f.default])));
  const settled = useDebounced(search, searchDebounceMs);
  const list = useEntityList(d, selection, settled, filters);
  const rows = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const openId = open?.mode === 'edit' ? open.id : null;
  const item = useQuery({
    queryKey: selection && openId ? entityKeys.item(d, selection, openId) : idleKey(),
    enabled: !!selection && !!openId,
    queryFn: ({ signal }) => api<EntityRow>(`${d.path}/${openId}`, { signal, selection }),
  });
  const more = useCallback(() => void (!list.isFetchingNextPage && list.fetchNextPage()), [list]);
  const bulkActions = useMemo(() => bulkActionsOf(d), [d]);
  const ticks = useTicks(canWrite ? bulkActions : noActions, rows, d.idField, [settled, filters, selection]);
  // Once the ticks are cleared (Clear, or an action done) the bar gives way to the list's toolbar: the keys go back to the list.
  const clearTicks = () => {
    ticks?.set([]);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.ent-table tbody tr[tabindex="0"]')?.focus());
  };

  const close = () => {
    setOpen(null);
    if (openId) requestAnimationFrame(() => document.querySelector<HTMLElement>(`.ent-table tr[data-id="${openId}"]`)?.focus());
  };

  if (need)
    return (
      <div className="ent-page" data-testid={`entity-page-${d.name}`}>
        <div className="ent-main">
          <div className="ent-head">
            <p className="bp6-text-muted ent-subtitle">{t(`${d.label.split('.')[0]}.subtitle`)}</p>
          </div>
          <ScopeNotice level="ac" need={need} resource={entityInSentence(t, d).many} />
        </div>
      </div>
    );

  let body;
  if (list.isPending)
    body = (
      <div className="ent-state">
        <Spinner size={28} />
      </div>
    );
  else if (list.isError) {
    body = (
      <NonIdealState
        className="ent-state"
        icon="error"
        title={t('list.loadFailed')}
        description={list.error.message}
        action={<Button icon="refresh" text={t('list.retry')} onClick={() => void list.refetch()} />}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <NonIdealState
        className="ent-state"
        icon="search"
        title={t('list.empty')}
        description={t('list.emptyHint', { items: entityInSentence(t, d).many })}
      />
    );
  } else {
    body = (
      <EntityTable
        d={d}
        rows={rows}
        openId={openId}
        hasMore={!!list.hasNextPage}
        onMore={more}
        onOpen={(id) => setOpen({ mode: 'edit', id })}
        onEscape={close}
        ticks={ticks}
      />
    );
  }

  const PageExtra = pageExtras[d.name];
  let panel;
  if (!open || !selection) {
    panel = (
      <NonIdealState
        className="ent-placeholder"
        icon={d.palette.icon as never}
        description={t('panel.selectAnItem', { defaultValue: messages.selectAnItem })}
        action={
          <Button
            intent="primary"
            variant="outlined"
            icon="add"
            disabled={!canWrite}
            text={createTitle(d, t)}
            onClick={() => setOpen({ mode: 'create' })}
          />
        }
      />
    );
  } else if (open.mode === 'edit' && !item.data) {
    panel = item.isError ? (
      <NonIdealState className="ent-placeholder" icon="error" description={item.error.message} />
    ) : (
      <div className="ent-state">
        <Spinner size={24} />
      </div>
    );
  } else {
    const row = open.mode === 'edit' ? item.data! : null;
    panel = (
      <EntityPanel
        key={row ? `${row[d.idField]}:${row.is_enabled}:${row.updated_at ?? ''}:${JSON.stringify(row)}` : 'create'}
        d={d}
        selection={selection}
        row={row}
        canWrite={canWrite}
        onSaved={(saved) => {
          setOpen({ mode: 'edit', id: saved[d.idField] });
          void item.refetch();
        }}
        onClose={close}
      />
    );
  }

  return (
    <div className="ent-page" data-testid={`entity-page-${d.name}`}>
      <div className="ent-main">
        <div className="ent-head">
          <p className="bp6-text-muted ent-subtitle">
            {t(screen.section === 'system' && d.name === 'accounts' ? 'accounts.systemSubtitle' : `${d.label.split('.')[0]}.subtitle`)}
          </p>
          {PageExtra && selection && <PageExtra canWrite={canWrite} selection={selection} onOpen={(id) => setOpen({ mode: 'edit', id })} />}
        </div>
        {ticks && ticks.ids.size > 0 ? (
          <EntityBulkBar
            d={d}
            selection={selection}
            ticked={rows.filter((r) => ticks.ids.has(r[d.idField]))}
            canWrite={canWrite}
            onClear={clearTicks}
          />
        ) : (
          <EntityToolbar
            d={d}
            search={search}
            onSearch={setSearch}
            filters={filters}
            onFilter={(field, value) => setFilters((f) => ({ ...f, [field]: value }))}
            shown={rows.length}
            canWrite={canWrite}
            onCreate={() => setOpen({ mode: 'create' })}
          />
        )}
        {body}
      </div>
      <aside className={`ent-detail${open ? ' is-open' : ''}`}>{panel}</aside>
    </div>
  );
}

/**
 * The rows ticked for a bulk action, when the entity has one and the user may write (`actions` is empty otherwise):
 * cleared when the search, the filters or the selection change; a ticked row that leaves the list (deleted, filtered
 * away) or that no action takes any more is no longer ticked.
 */
function useTicks(actions: readonly BulkAction[], rows: EntityRow[], idField: string, resetOn: unknown[]): Ticks | undefined {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => setIds(new Set()), resetOn); // eslint-disable-line react-hooks/exhaustive-deps
  const listed = useMemo(
    () => new Set(rows.filter((r) => tickableRow(actions, r)).map((r) => r[idField] as number)),
    [actions, rows, idField],
  );
  const kept = useMemo(() => new Set([...ids].filter((id) => listed.has(id))), [ids, listed]);
  if (actions.length === 0) return undefined;
  return {
    ids: kept,
    toggle: (id) =>
      setIds((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    set: (all) => setIds(new Set(all)),
  };
}
