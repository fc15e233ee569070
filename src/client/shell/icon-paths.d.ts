declare module 'virtual:icon-paths' {
  import type { IconPaths } from '@blueprintjs/icons';
  /** The paths of one icon at 16 or 20 px, from the small bucket that holds it (scripts/vite/iconBuckets.mjs). */
  export function loadIconPaths(name: string, size: 16 | 20): Promise<IconPaths | undefined>;
}

declare module 'virtual:icon-paths/first' {
  import type { IconPaths } from '@blueprintjs/icons';
  /** The paths of the first paint's icons (src/client/shell/firstPaintIcons.json), by size and name. */
  const first: Record<16 | 20, Record<string, IconPaths>>;
  export default first;
}
