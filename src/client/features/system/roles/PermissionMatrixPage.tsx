import { Button, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { canAccess } from '@shared/access/engine';
import { useSession } from '@client/session/store';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useMatrixData, useSaveRolePermissions } from './api';
import { MatrixGrid } from './MatrixGrid';
import { bySection, sameGrants, toggle, type Grants } from './matrixRules';
import './i18n';
import './matrix.css';

/**
 * /system/permission-matrix: every enabled role × every permission, grouped by section. Ticks follow write
 * implies read; edits stay unsaved (marked) until Save, which sends one call per changed role; a refusal shows
 * the server's message (spec 3 §6, §8) and keeps the edits.
 */
export default function PermissionMatrixPage() {
  const { t } = useTranslation('roles');
  const session = useSession(useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })));
  const canWrite =
    !!(session.user && session.selection) &&
    canAccess({ user: session.user, selection: session.selection, enabledFeatures: session.enabledFeatures }, 'system.roles', 'write')
      .allowed;
  const { roles, permissions } = useMatrixData();
  const save = useSaveRolePermissions();
  const [edits, setEdits] = useState<Map<number, Set<string>>>(new Map());
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const [search, setSearch] = useState('');

  const enabledRoles = useMemo(() => (roles.data ?? []).filter((r) => r.is_enabled === 1), [roles.data]);
  const catalogue = useMemo(
    () => new Set((permissions.data ?? []).filter((p) => p.is_enabled === 1).map((p) => p.name)),
    [permissions.data],
  );
  const sections = useMemo(() => bySection([...catalogue].filter((p) => p.includes(search.trim().toLowerCase()))), [catalogue, search]);
  const saved = useMemo(() => new Map<number, Grants>(enabledRoles.map((r) => [r.id, new Set(r.permissions)])), [enabledRoles]);
  const shown = useMemo(
    () => new Map<number, Grants>(enabledRoles.map((r) => [r.id, edits.get(r.id) ?? saved.get(r.id)!])),
    [enabledRoles, edits, saved],
  );
  const changed = enabledRoles.filter((r) => edits.has(r.id) && !sameGrants(edits.get(r.id)!, saved.get(r.id)!));

  const onToggle = (roleId: number, permission: string) =>
    setEdits((old) => new Map(old).set(roleId, toggle(old.get(roleId) ?? saved.get(roleId) ?? new Set(), permission, catalogue)));

  const saveAll = async () => {
    for (const role of changed) {
      try {
        await save.mutateAsync({ roleId: role.id, permissions: [...edits.get(role.id)!].sort() });
        setEdits((old) => {
          const next = new Map(old);
          next.delete(role.id);
          return next;
        });
        notifySuccess(t('matrix.saved', { role: role.name }));
      } catch (e) {
        notifyError(e);
        return;
      }
    }
  };

  let body;
  if (roles.isPending || permissions.isPending)
    body = (
      <div className="pm-state">
        <Spinner size={28} />
      </div>
    );
  else if (roles.isError || permissions.isError) {
    body = (
      <NonIdealState
        className="pm-state"
        icon="error"
        title={t('matrix.loadFailed')}
        description={(roles.error ?? permissions.error)?.message}
        action={
          <Button
            icon="refresh"
            text={t('matrix.retry')}
            onClick={() => {
              void roles.refetch();
              void permissions.refetch();
            }}
          />
        }
      />
    );
  } else if (enabledRoles.length === 0 || sections.length === 0) {
    body = <NonIdealState className="pm-state" icon="search" title={t('matrix.empty')} description={t('matrix.emptyHint')} />;
  } else {
    const rowCount = sections.reduce((n, s) => n + s.permissions.length, 0);
    const at = { row: Math.min(focus.row, rowCount - 1), col: Math.min(focus.col, enabledRoles.length - 1) };
    body = (
      <div className="pm-wrap">
        <MatrixGrid
          roles={enabledRoles}
          sections={sections}
          grants={shown}
          saved={saved}
          focus={at}
          readOnly={!canWrite}
          onFocus={setFocus}
          onToggle={onToggle}
        />
      </div>
    );
  }

  return (
    <div className="pm-page" data-testid="permission-matrix">
      <div className="pm-head">
        <p className="bp6-text-muted pm-subtitle">{t('matrix.subtitle')}</p>
        <div className="pm-toolbar">
          <InputGroup
            className="pm-search"
            type="search"
            leftIcon="search"
            placeholder={t('matrix.search')}
            aria-label={t('matrix.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <span className="pm-status" role="status">
            {changed.length ? t('matrix.unsaved', { count: changed.length }) : ''}
          </span>
          {canWrite && (
            <Button
              text={t('matrix.discard')}
              icon="undo"
              disabled={!changed.length || save.isPending}
              onClick={() => setEdits(new Map())}
            />
          )}
          {canWrite && (
            <Button
              intent="primary"
              icon="floppy-disk"
              text={t('matrix.save')}
              disabled={!changed.length}
              loading={save.isPending}
              onClick={() => void saveAll()}
            />
          )}
        </div>
      </div>
      {body}
    </div>
  );
}
