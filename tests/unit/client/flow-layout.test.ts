import { describe, expect, it } from 'vitest';
import { tidyTree, type LayoutInput } from '@client/features/authoring/callflow/layout/tidyTree';

const options = { siblingGap: 20, levelGap: 40 };

/** A random tree in pre-order with mixed widths (as the canvas templates have). */
function randomTree(n: number, seed = 7): LayoutInput {
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const parent = new Int32Array(n);
  const width = new Float32Array(n);
  const height = new Float32Array(n);
  parent[0] = -1;
  // Pre-order: the parent of i is on the path from the root to i-1 (pick a random ancestor of i-1).
  const path: number[] = [0];
  const depthOf = new Int32Array(n);
  for (let i = 1; i < n; i++) {
    const keep = Math.max(1, Math.min(path.length, Math.ceil(rand() * path.length) + (rand() < 0.6 ? 1 : 0)));
    path.length = keep;
    parent[i] = path[keep - 1];
    depthOf[i] = depthOf[parent[i]] + 1;
    path.push(i);
  }
  for (let i = 0; i < n; i++) {
    width[i] = [224, 140, 164, 196][i % 4];
    height[i] = [62, 30, 44, 46][i % 4];
  }
  return { parent, width, height };
}

function depths(input: LayoutInput) {
  const d = new Int32Array(input.parent.length);
  for (let i = 0; i < d.length; i++) if (input.parent[i] >= 0) d[i] = d[input.parent[i]] + 1;
  return d;
}

describe('tidy-tree layout of the call-flow canvas', () => {
  it('leaves no two items of a level overlapping', () => {
    const input = randomTree(600);
    const r = tidyTree(input, options);
    const d = depths(input);
    const byLevel = new Map<number, number[]>();
    for (let i = 0; i < d.length; i++) byLevel.set(d[i], [...(byLevel.get(d[i]) ?? []), i]);
    for (const items of byLevel.values()) {
      const sorted = items.sort((a, b) => r.x[a] - r.x[b]);
      for (let k = 1; k < sorted.length; k++) {
        const a = sorted[k - 1];
        const b = sorted[k];
        expect(r.x[b] - input.width[b] / 2).toBeGreaterThanOrEqual(r.x[a] + input.width[a] / 2 + options.siblingGap - 1e-6);
      }
    }
  });

  it('centres every parent over its first and last child and puts children below', () => {
    const input = randomTree(400, 3);
    const r = tidyTree(input, options);
    const kids = new Map<number, number[]>();
    input.parent.forEach((p, i) => p >= 0 && kids.set(p, [...(kids.get(p) ?? []), i]));
    for (const [p, list] of kids) {
      expect(r.x[p]).toBeCloseTo((r.x[list[0]] + r.x[list[list.length - 1]]) / 2, 6);
      for (const c of list) expect(r.y[c]).toBeGreaterThan(r.y[p] + input.height[p]);
    }
  });

  it('keeps siblings in their order and starts at x 0', () => {
    const input: LayoutInput = {
      parent: Int32Array.from([-1, 0, 0, 0]),
      width: Float32Array.from([100, 50, 50, 50]),
      height: Float32Array.from([20, 20, 20, 20]),
    };
    const r = tidyTree(input, options);
    expect(r.x[1]).toBeLessThan(r.x[2]);
    expect(r.x[2]).toBeLessThan(r.x[3]);
    expect(Math.min(...Array.from(r.x).map((x, i) => x - input.width[i] / 2))).toBeCloseTo(0);
    expect(r.width).toBeCloseTo(50 * 3 + 20 * 2);
  });

  it('lays out forests: roots side by side without overlap', () => {
    const input: LayoutInput = {
      parent: Int32Array.from([-1, 0, -1, 2]),
      width: Float32Array.from([80, 80, 80, 80]),
      height: Float32Array.from([20, 20, 20, 20]),
    };
    const r = tidyTree(input, options);
    expect(r.x[2] - r.x[0]).toBeGreaterThanOrEqual(80);
  });

  it('lays out very deep and very wide trees without recursion: every node gets a finite place', () => {
    const n = 20000;
    const chain: LayoutInput = {
      parent: Int32Array.from({ length: n }, (_, i) => i - 1),
      width: new Float32Array(n).fill(200),
      height: new Float32Array(n).fill(50),
    };
    const star: LayoutInput = {
      parent: Int32Array.from({ length: n }, (_, i) => (i === 0 ? -1 : 0)),
      width: new Float32Array(n).fill(200),
      height: new Float32Array(n).fill(50),
    };
    for (const input of [chain, star]) {
      const result = tidyTree(input, options);
      expect(result.x.every(Number.isFinite)).toBe(true);
      expect(result.y.every(Number.isFinite)).toBe(true);
    }
    const deep = tidyTree(chain, options);
    expect(deep.y[n - 1]).toBeGreaterThan(deep.y[0]);
  });
});
