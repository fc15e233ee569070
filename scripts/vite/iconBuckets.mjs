// Vite plugin: Blueprint's icon loader fetches a path it does not know from one chunk of every icon of a size (about
// 84 KB gzip for the 16px ones), so a screen that showed a single icon outside the shell's own table paid for all 707.
// This plugin serves the paths in small buckets instead: `virtual:icon-paths` exports `loadIconPaths(name, size)`,
// which imports the one bucket (`virtual:icon-paths/16/7`, about 15 icons, 1–3 KB gzip) that holds the name.
// The bucket of a name is `bucketOf` below, the same function at build time and in the browser (it is written into the
// virtual module as source).
// The icons of the first paint (src/client/shell/firstPaintIcons.json) are one module of their own,
// `virtual:icon-paths/first`, and in no bucket: a path module in two chunks would be split into a chunk of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
export const BUCKETS = 48;
const sizes = [16, 20];
const entry = 'virtual:icon-paths';
const resolved = '\0' + entry;

/** Which bucket a name's paths are in: a string hash, modulo the bucket count. */
export function bucketOf(name, buckets) {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0;
  return Math.abs(h) % buckets;
}

const firstPaint = () => JSON.parse(readFileSync(new URL('../../src/client/shell/firstPaintIcons.json', import.meta.url), 'utf8'));
const pathsDir = (size) => join(dirname(require.resolve('@blueprintjs/icons/package.json')), `lib/esm/generated/${size}px/paths`);
const namesOf = (size) =>
  readdirSync(pathsDir(size))
    .filter((f) => f.endsWith('.js') && f !== 'index.js')
    .map((f) => f.slice(0, -3));

function loaderSource() {
  const loaders = sizes.flatMap((size) =>
    Array.from({ length: BUCKETS }, (_, b) => `'${size}/${b}': () => import('${entry}/${size}/${b}')`),
  );
  return [
    `const bucketOf = ${bucketOf.toString()};`,
    `const buckets = { ${loaders.join(', ')} };`,
    '/** The paths of one icon at 16 or 20 px (its bucket is fetched once); undefined for a name that is not an icon. */',
    'export async function loadIconPaths(name, size) {',
    `  const bucket = await buckets[size + '/' + bucketOf(name, ${BUCKETS})]();`,
    '  return bucket.default[name];',
    '}',
  ].join('\n');
}

const pathImports = (size, names) =>
  names.map((n, i) => `import p${size}_${i} from '@blueprintjs/icons/lib/esm/generated/${size}px/paths/${n}.js';`);
const pathTable = (size, names) => `{ ${names.map((n, i) => `${JSON.stringify(n)}: p${size}_${i}`).join(', ')} }`;

/** The names of a bucket: none of the first paint's. */
export function bucketNames(size, bucket) {
  const first = new Set(firstPaint()[size]);
  return namesOf(size).filter((n) => !first.has(n) && bucketOf(n, BUCKETS) === bucket);
}

/** A bucket: its names mapped to their paths. */
function bucketSource(size, bucket) {
  const names = bucketNames(size, bucket);
  return [...pathImports(size, names), `export default ${pathTable(size, names)};`].join('\n');
}

/** The first paint's icons: `{ 16: { name: paths }, 20: { … } }`. */
function firstSource() {
  const first = firstPaint();
  return [
    ...sizes.flatMap((size) => pathImports(size, first[size])),
    `export default { ${sizes.map((size) => `${size}: ${pathTable(size, first[size])}`).join(', ')} };`,
  ].join('\n');
}

export function iconBuckets() {
  return {
    name: 'studio-icon-buckets',
    resolveId(id) {
      return id === entry || id.startsWith(`${entry}/`) ? '\0' + id : null;
    },
    load(id) {
      if (id === resolved) return loaderSource();
      if (id === `${resolved}/first`) return firstSource();
      if (!id.startsWith(`${resolved}/`)) return null;
      const [size, bucket] = id
        .slice(resolved.length + 1)
        .split('/')
        .map(Number);
      return bucketSource(size, bucket);
    },
  };
}
