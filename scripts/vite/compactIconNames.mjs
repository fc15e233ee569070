// Vite plugin: Blueprint's icon loader (Icons) imports iconNames.js only to know which names are icons. That module
// builds IconNames at start from the whole generated enum (names, PascalCase keys and codepoints, ~30 KB raw) with
// change-case, so all of it sat in the signed-in shell's entry chunk. This plugin gives the loader the same exports
// from a comma-joined name list (~3 KB gzip): IconNames (PascalCase and LEGACY_CASE keys), IconNamesSet.
// The keys are made in the browser by a simple rule, checked here against change-case for every name; a name the
// rule gets wrong is written out explicitly, so IconNames is exactly Blueprint's.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const target = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

const pascal = (n) =>
  n
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
const legacy = (n) => n.replace(/-/g, '_').toUpperCase();

export function iconNamesSource() {
  const { BlueprintIcons_16 } = require('@blueprintjs/icons/lib/cjs/generated/16px/blueprint-icons-16.js');
  const { pascalCase, snakeCase } = require('change-case');
  const names = Object.values(BlueprintIcons_16);
  const extra = {};
  for (const n of names) {
    if (pascal(n) !== pascalCase(n)) extra[pascalCase(n)] = n;
    if (legacy(n) !== snakeCase(n).toUpperCase()) extra[snakeCase(n).toUpperCase()] = n;
  }
  const names16 = names.join(',');
  return [
    `const names = ${JSON.stringify(names16)}.split(',');`,
    `const pascal = ${pascal.toString()};`,
    `const legacy = ${legacy.toString()};`,
    'const byPascal = {};',
    'const byLegacy = {};',
    'for (const n of names) { byPascal[pascal(n)] = n; byLegacy[legacy(n)] = n; }',
    `export const IconNames = { ...byPascal, ...byLegacy, ...${JSON.stringify(extra)} };`,
    'export const IconNamesSet = new Set(names);',
  ].join('\n');
}

export function compactIconNames() {
  return {
    name: 'studio-compact-icon-names',
    enforce: 'pre',
    load(id) {
      return target.test(id.split('?')[0]) ? iconNamesSource() : null;
    },
  };
}
