/** The module that stands in for @blueprintjs/icons/lib/esm/iconNames.js. */
export function iconNamesSource(): string;
/** The Vite plugin (a plain object Vite accepts as a Plugin). */
export function compactIconNames(): { name: string; enforce: 'pre'; load(id: string): string | null };
