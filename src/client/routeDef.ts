import type { ComponentType, LazyExoticComponent } from 'react';
import type { IconName } from '@blueprintjs/icons';
import type { AccessRule } from '@shared/access/engine';
import type { TenantLevel } from '@shared/entities/define';

/* What a route is, apart from the route map: the shell and the commands read the shape without reaching the screens the map loads. */

/** The studio's top-level sections. */
export type Section = 'build' | 'analyse' | 'manage' | 'system' | 'discover';

/**
 * One entry of the route map, as data. The router, the guards, the sidebar and the
 * command palette all read this table; access is decided by routeAccess() of the shared engine.
 */
export interface RouteDef extends AccessRule {
  /** Stable id; commands are named after it ('nav.<id>'). */
  id: string;
  /** i18n key in the 'shell' namespace. */
  title: string;
  icon?: IconName;
  section?: Section;
  /** Other words the palette finds the screen by ('audit' finds User activities). */
  keywords?: string[];
  /** Not listed in the sidebar or palette (reached another way, e.g. My Profile from the user tab). */
  hidden?: boolean;
  /** Listed only when the user may open it, never shown disabled (users is hidden by a condition). */
  onlyWhenAllowed?: boolean;
  /** Every signed-in user may open it whatever the scope: the fallback route and the user's own profile. */
  open?: boolean;
  /** Reachable without signing in. */
  public?: boolean;
  /** An entity screen's tenant level: listed only when the selection reaches its rows (as the server decides). */
  tenant?: TenantLevel;
  /** A signed-in user is sent on to redirectUrl (or /) instead (the redirect rules). */
  guestOnly?: boolean;
  /** A create child: opened from the add (+) button beside its parent submenu item. */
  create?: boolean;
  component?: LazyExoticComponent<ComponentType>;
  children?: RouteDef[];
}
