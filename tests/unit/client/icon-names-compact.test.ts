import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compactIconNames, iconNamesSource } from '../../../scripts/vite/compactIconNames.mjs';

const require = createRequire(import.meta.url);
type Names = { IconNames: Record<string, string>; IconNamesSet: Set<string> };

async function compact(): Promise<Names> {
  const file = join(mkdtempSync(join(tmpdir(), 'icon-names-')), 'iconNames.mjs');
  writeFileSync(file, iconNamesSource());
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

describe("the shell's compact icon names (vite plugin)", () => {
  it("gives Blueprint's icon loader exactly Blueprint's IconNames and IconNamesSet", async () => {
    const real = require('@blueprintjs/icons/lib/cjs/iconNames.js') as Names;
    const mine = await compact();
    expect(Object.keys(mine.IconNames).sort()).toEqual(Object.keys(real.IconNames).sort());
    for (const [key, name] of Object.entries(real.IconNames)) expect(mine.IconNames[key], key).toBe(name);
    expect([...mine.IconNamesSet].sort()).toEqual([...real.IconNamesSet].sort());
    expect(mine.IconNamesSet.has('wrench')).toBe(true);
    expect(mine.IconNamesSet.has('no-such-icon')).toBe(false);
  });

  it("stands in for Blueprint's iconNames.js only, and is far smaller than the enum it replaces", () => {
    const plugin = compactIconNames();
    expect(plugin.load('/x/node_modules/@blueprintjs/icons/lib/esm/iconNames.js')).toContain('IconNamesSet');
    expect(plugin.load('/x/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js')).toBeNull();
    expect(iconNamesSource().length).toBeLessThan(12_000);
  });
});
