import type { IconName } from '@blueprintjs/icons';
import { canAccess } from '@shared/access/engine';
import { reachesTenant } from '@shared/access/tenant-reach';
import { entityCatalogue } from '@shared/entities/catalogue';
import type { EntityScreen, EntityShell } from '@shared/entities/define';
import { Intent } from '@blueprintjs/core';
import i18next from 'i18next';
import type { Selection } from '@shared/access/scope';
import { api } from '../api/http';
import { notify, notifyError } from '../shell/notices';
import { navigableRoutes } from '../shell/navModel';
import { kindAllowed, namedIn } from './paletteQuery';
import { registerSearchProvider } from './searchProviders';
import type { Command, CommandContext } from './types';

/**
 * The palette's words for every declared entity: 'Create account' and, as the user types, 'Open account
 * Northwind Retail'. Each goes to the entity's screen that the route map lets the user open now (the
 * Manage one at provider scope, the System one at system scope), so the palette never offers more than
 * the sidebar does.
 */
function screensNow(ctx: CommandContext): { d: EntityShell; screen: EntityScreen }[] {
  const open = new Set(navigableRoutes(ctx.routes, ctx.access).map((r) => r.id));
  const system = ctx.selection.spId === 'all';
  return entityCatalogue.flatMap((d) => {
    // At system scope the System screen comes first (the system role may open every route).
    const screen = [...d.screens]
      .sort((a, b) => Number(b.section === 'system') - Number(a.section === 'system'))
      .find((s) => open.has(s.id) && (system || s.section !== 'system'));
    // A screen of both Manage scopes is listed where its rows are not reached (it says what to select); its rows are
    // neither searched nor created from there.
    return screen && reachesTenant(d.tenant, ctx.access) ? [{ d, screen }] : [];
  });
}

const item = (d: EntityShell) => `entities:commands.items.${d.name}`;

export function entityCommands(ctx: CommandContext): Command[] {
  return screensNow(ctx)
    .filter(({ screen }) => canAccess(ctx.access, screen.permission, 'write').allowed)
    .map(({ d, screen }) => ({
      id: `entities.create.${d.name}`,
      title: `entities:${d.palette.createTitle ?? 'commands.create'}`,
      titleValues: { item: item(d) },
      keywords: [...d.palette.keywords, 'new', 'create', 'add'],
      group: 'navigation' as const,
      icon: 'add' as IconName,
      run: (c: CommandContext) => c.navigate(`${screen.path}?create=1`),
    }));
}

const perEntity = 6;

/** 'Disable API key Nightly export': the soft delete of the screen, with its undo (spec 3 §4). */
function disableCommands(d: EntityShell, rows: Record<string, string | number>[], selection: Selection): Command[] {
  return rows
    .filter((row) => row.is_enabled === 1)
    .map<Command>((row) => ({
      id: `entities.disable.${d.name}.${row[d.idField]}`,
      title: 'entities:commands.disable',
      titleValues: { item: item(d), name: String(row[d.nameField]) },
      keywords: [String(row[d.nameField]), 'disable', 'delete', 'revoke', ...d.palette.keywords],
      group: 'navigation',
      icon: 'disable',
      run: () => {
        const byId = `${d.path}/${row[d.idField]}`;
        void api(byId, { method: 'DELETE', selection }).then(
          () =>
            notify({
              intent: Intent.PRIMARY,
              icon: 'disable',
              message: i18next.t('entities:commands.disabled', { name: row[d.nameField] }),
              action: {
                text: i18next.t('entities:commands.undo'),
                onClick: () => void api(byId, { method: 'PUT', body: { is_enabled: 1 }, selection }).catch(notifyError),
              },
            }),
          notifyError,
        );
      },
    }));
}

/** Entity search across the tenant: rows of each entity whose searched fields match what is typed. */
registerSearchProvider({
  id: 'entities',
  async search(query, ctx, signal) {
    const named = namedIn(
      query,
      entityCatalogue.flatMap((d) => d.palette.keywords),
    );
    const found = await Promise.all(
      screensNow(ctx).map(async ({ d, screen }) => {
        if (!named.name || !kindAllowed(named, d.palette.keywords)) return [];
        const selection: Selection = screen.section === 'system' ? { spId: 'all', acId: 'all' } : ctx.selection;
        // 'Northwind Retail', 'open account Northwind Retail', 'disable API key Nightly export': the name is searched.
        const rows = await api<Record<string, string | number>[]>(d.path, {
          signal,
          selection,
          query: { search: named.name, fetch_all: 0, page: 1, per_page: perEntity },
        });
        const open = rows.map<Command>((row) => ({
          id: `entities.open.${d.name}.${row[d.idField]}`,
          title: 'entities:commands.open',
          titleValues: { item: item(d), name: String(row[d.nameField]) },
          keywords: [String(row[d.nameField]), ...d.palette.keywords],
          group: 'navigation',
          icon: d.palette.icon as IconName,
          run: (c) => c.navigate(`${screen.path}?id=${row[d.idField]}`),
        }));
        return canAccess(ctx.access, screen.permission, 'write').allowed ? [...open, ...disableCommands(d, rows, selection)] : open;
      }),
    );
    return found.flat();
  },
});
