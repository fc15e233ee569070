/** The Vite plugin (a plain object Vite accepts as a Plugin): `virtual:icon-paths` and its buckets. */
export function iconBuckets(): { name: string; resolveId(id: string): string | null; load(id: string): string | null };
/** How many buckets each size is spread over. */
export const BUCKETS: number;
/** The bucket of an icon name (the browser runs the same function). */
export function bucketOf(name: string, buckets: number): number;
/** The icon names of one bucket of a size (none of the first paint's). */
export function bucketNames(size: 16 | 20, bucket: number): string[];
