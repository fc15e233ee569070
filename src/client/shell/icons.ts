import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

let shellPaths: Promise<typeof import('./iconPaths').shellIconPaths> | null = null;

async function loadPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  shellPaths ??= import('./iconPaths').then((m) => m.shellIconPaths);
  const px = size < IconSize.LARGE ? 16 : 20;
  const known = (await shellPaths)[px].get(name);
  if (known) return known;
  const { loadIconPaths } = await import('virtual:icon-paths');
  return (await loadIconPaths(name, px)) ?? [];
}

/**
 * The icons of the first paint come from one small chunk; any other from a bucket of about fifteen
 * (scripts/vite/iconBuckets.mjs), never from Blueprint's all-icon chunks (about 84 KB gzip each size).
 */
export function loadIconsOnDemand() {
  Icons.setLoaderOptions({ loader: loadPaths });
}
