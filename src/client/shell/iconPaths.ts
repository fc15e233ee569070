import type { IconPaths } from '@blueprintjs/icons';
import first from 'virtual:icon-paths/first';

/**
 * The paths of the icons the signed-in dashboard and the sign-in page show at first paint (every demo role's), in one
 * small chunk; with them the error and offline icons, which must not need a request. The list is
 * firstPaintIcons.json; any other icon comes from its small bucket (shell/icons.ts) when a screen shows it.
 */
const table = (paths: Record<string, IconPaths>) => new Map(Object.entries(paths));

export const shellIconPaths = { 16: table(first[16]), 20: table(first[20]) };
