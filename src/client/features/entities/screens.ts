import { createElement, lazy } from 'react';
import type { IconName } from '@blueprintjs/icons';
import { entities } from '@shared/entities';
import type { RouteDef, Section } from '../../routes';

/**
 * The route-map entries of the declared entities' screens (spec 3 §2), as data: one lazy chunk (the
 * generic screen) shared by all of them. The sidebar, the guards and the palette read them like any route.
 */
export function entityRoutes(section: Section): RouteDef[] {
  return entities.flatMap((d) =>
    d.screens
      .filter((screen) => screen.section === section)
      .map<RouteDef>((screen) => ({
        id: screen.id,
        path: screen.path,
        title: screen.title,
        icon: d.palette.icon as IconName,
        section,
        ...(screen.scopes ? { scopes: screen.scopes } : {}),
        permissions: [screen.permission],
        component: lazy(() => import('./EntityPage').then((m) => ({ default: () => createElement(m.EntityPage, { d, screen }) }))),
      })),
  );
}
