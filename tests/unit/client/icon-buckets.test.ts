import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUCKETS, bucketNames, bucketOf, iconBuckets } from '../../../scripts/vite/iconBuckets.mjs';
import firstPaint from '../../../src/client/shell/firstPaintIcons.json';

const allNames = (size: number) =>
  readdirSync(join(process.cwd(), `node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths`))
    .filter((f) => f.endsWith('.js') && f !== 'index.js')
    .map((f) => f.slice(0, -3));

describe('icon paths in small buckets', () => {
  for (const size of [16, 20] as const) {
    it(`puts every ${size}px icon in exactly one place: the first paint's table or one bucket of at most 30`, () => {
      const placed = [...firstPaint[size]];
      for (let b = 0; b < BUCKETS; b++) {
        const names = bucketNames(size, b);
        expect(names.length, `bucket ${b}`).toBeLessThanOrEqual(30);
        expect(names.every((n) => bucketOf(n, BUCKETS) === b)).toBe(true);
        placed.push(...names);
      }
      expect(placed.sort()).toEqual(allNames(size).sort());
    });
  }

  it('gives the browser the same bucket function, and a module for each bucket with its names', () => {
    const plugin = iconBuckets();
    expect(plugin.load('\0virtual:icon-paths')).toContain(bucketOf.toString());
    const bucket = bucketOf('airplane', BUCKETS);
    const source = plugin.load(`\0virtual:icon-paths/16/${bucket}`)!;
    expect(source).toContain("from '@blueprintjs/icons/lib/esm/generated/16px/paths/airplane.js'");
    expect(source).toContain('"airplane": p16_');
    expect(plugin.load('\0virtual:icon-paths/first')).toContain('"wrench": p16_');
  });
});
