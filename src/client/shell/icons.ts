import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

let shellPaths: Promise<typeof import('./iconPaths').shellIconPaths> | null = null;

async function loadPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  shellPaths ??= import('./iconPaths').then((m) => m.shellIconPaths);
  const known = (await shellPaths)[size < IconSize.LARGE ? 16 : 20].get(name);
  if (known) return known;
  const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
  return splitPathsBySizeLoader(name, size);
}

/**
 * Icons the shell shows come from one small chunk instead of Blueprint's two all-icon chunks
 * (about 200 KB gzip), which now load only when a screen shows an icon outside that set.
 */
export function loadIconsOnDemand() {
  Icons.setLoaderOptions({ loader: loadPaths });
}
