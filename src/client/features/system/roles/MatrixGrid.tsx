import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/api/access-admin';
import { pressed } from '@client/commands/keymap';
import { moveCell, sameGrants, type Grants } from './matrixRules';

interface Props {
  roles: readonly Role[];
  sections: readonly { section: string; permissions: string[] }[];
  /** The grants shown (saved or edited) and the saved ones, by role id. */
  grants: ReadonlyMap<number, Grants>;
  saved: ReadonlyMap<number, Grants>;
  focus: { row: number; col: number };
  readOnly: boolean;
  onFocus(at: { row: number; col: number }): void;
  onToggle(roleId: number, permission: string): void;
}

/**
 * Roles × permissions as an ARIA grid: one tab stop (the focused cell's checkbox); the keymap's grid layer moves
 * between cells (arrows, Home/End to the row's ends, with Ctrl the grid's, PageUp/PageDown by ten rows) and
 * toggles (Space or Enter), so the shortcut sheet lists these keys too.
 */
export function MatrixGrid({ roles, sections, grants, saved, focus, readOnly, onFocus, onToggle }: Props) {
  const { t } = useTranslation('roles');
  const table = useRef<HTMLTableElement>(null);
  const rows = sections.flatMap((s) => s.permissions);

  const focusCell = (at: { row: number; col: number }) => {
    onFocus(at);
    requestAnimationFrame(() => table.current?.querySelector<HTMLElement>(`[data-cell="${at.row}:${at.col}"]`)?.focus());
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (pressed('grid.toggle', e) || pressed('grid.activate', e)) {
      e.preventDefault();
      if (!readOnly && roles[focus.col]) onToggle(roles[focus.col].id, rows[focus.row]);
      return;
    }
    const next = moveCell(e, focus, rows.length, roles.length);
    if (!next) return;
    e.preventDefault();
    focusCell(next);
  };

  let index = -1;
  return (
    <table
      ref={table}
      className="pm-grid"
      role="grid"
      aria-label={t('matrix.gridLabel')}
      aria-readonly={readOnly || undefined}
      aria-rowcount={rows.length + 1}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr role="row">
          <th role="columnheader" scope="col" className="pm-perm-head">
            {t('matrix.permission')}
          </th>
          {roles.map((role) => {
            const changed = !sameGrants(grants.get(role.id) ?? none, saved.get(role.id) ?? none);
            return (
              <th key={role.id} role="columnheader" scope="col" className={`pm-role-head${changed ? ' is-changed' : ''}`} title={role.name}>
                <span className="pm-role-name">{role.name}</span>
                <span className="pm-role-level">
                  {role.scope}
                  {changed ? ` · ${t('matrix.changed')}` : ''}
                </span>
              </th>
            );
          })}
        </tr>
      </thead>
      {sections.map((group) => (
        <tbody key={group.section} role="rowgroup">
          <tr role="row" className="pm-section">
            <th role="rowheader" scope="rowgroup" colSpan={roles.length + 1}>
              {t(`sections.${group.section}`, { defaultValue: group.section })}
            </th>
          </tr>
          {group.permissions.map((permission) => {
            index += 1;
            const row = index;
            return (
              <tr key={permission} role="row" aria-rowindex={row + 2}>
                <th role="rowheader" scope="row" className="pm-perm">
                  <code>{permission}</code>
                </th>
                {roles.map((role, col) => {
                  const on = grants.get(role.id)?.has(permission) ?? false;
                  const changed = on !== (saved.get(role.id)?.has(permission) ?? false);
                  const focused = focus.row === row && focus.col === col;
                  return (
                    <td key={role.id} role="gridcell" className={`pm-cell${changed ? ' is-changed' : ''}`}>
                      <span
                        role="checkbox"
                        aria-checked={on}
                        aria-label={t('matrix.cell', { role: role.name, permission })}
                        aria-readonly={readOnly || undefined}
                        tabIndex={focused ? 0 : -1}
                        data-cell={`${row}:${col}`}
                        className={`pm-box${on ? ' is-on' : ''}`}
                        onFocus={() => (focused ? undefined : onFocus({ row, col }))}
                        onClick={() => {
                          onFocus({ row, col });
                          if (!readOnly) onToggle(role.id, permission);
                        }}
                      >
                        {on ? '✓' : ''}
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}

const none: Grants = new Set();
