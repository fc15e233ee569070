/**
 * A linear tidy-tree layout (Reingold–Tilford with contours, as in Buchheim et al.) over a forest
 * given in pre-order: parents before their children, siblings left to right. Each subtree keeps its
 * left and right contours as arrays stored deepest level first, with a lazy offset, so that adding
 * the parent on top is a push and merging two neighbours costs the height of the lower one: O(n).
 */
export interface LayoutInput {
  /** Index of each item's parent in pre-order, -1 for roots. */
  parent: Int32Array;
  width: Float32Array;
  height: Float32Array;
}

export interface LayoutOptions {
  /** Horizontal gap between neighbouring subtrees. */
  siblingGap: number;
  /** Vertical gap between levels. */
  levelGap: number;
}

export interface LayoutResult {
  /** Centre x of each item. */
  x: Float64Array;
  /** Top y of each item. */
  y: Float64Array;
  width: number;
  height: number;
}

interface Contour {
  /** Bottom level first; value at index i is arr[i] + off. */
  left: number[];
  leftOff: number;
  right: number[];
  rightOff: number;
}

const at = (arr: number[], off: number, fromTop: number) => arr[arr.length - 1 - fromTop] + off;

/** Places `next` to the right of the forest `acc` (both relative to acc's first root); returns next's shift. */
function merge(acc: Contour, next: Contour, gap: number): number {
  const shared = Math.min(acc.right.length, next.left.length);
  let shift = -Infinity;
  for (let d = 0; d < shared; d++) shift = Math.max(shift, at(acc.right, acc.rightOff, d) - at(next.left, next.leftOff, d) + gap);
  // Right contour: next's where it reaches, acc's below that.
  if (next.right.length >= acc.right.length) {
    acc.right = next.right;
    acc.rightOff = next.rightOff + shift;
  } else {
    const n = next.right.length;
    const base = acc.right.length - n;
    for (let i = 0; i < n; i++) acc.right[base + i] = next.right[i] + next.rightOff + shift - acc.rightOff;
  }
  // Left contour: acc's where it reaches, next's below that.
  if (next.left.length > acc.left.length) {
    const n = acc.left.length;
    const base = next.left.length - n;
    const off = next.leftOff + shift;
    for (let i = 0; i < n; i++) next.left[base + i] = acc.left[i] + acc.leftOff - off;
    acc.left = next.left;
    acc.leftOff = off;
  }
  return shift;
}

export function tidyTree(input: LayoutInput, options: LayoutOptions): LayoutResult {
  const n = input.parent.length;
  const { parent, width, height } = input;
  const depth = new Int32Array(n);
  const childStart = new Int32Array(n + 1);
  const childCount = new Int32Array(n);
  let maxDepth = 0;
  for (let i = 0; i < n; i++) {
    const p = parent[i];
    if (p >= 0) {
      depth[i] = depth[p] + 1;
      childCount[p]++;
    }
    if (depth[i] > maxDepth) maxDepth = depth[i];
  }
  // Children lists in a flat array (counting sort by parent keeps sibling order).
  for (let i = 0; i < n; i++) childStart[i + 1] = childStart[i] + childCount[i];
  const fill = new Int32Array(n);
  const children = new Int32Array(n);
  const roots: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = parent[i];
    if (p >= 0) children[childStart[p] + fill[p]++] = i;
    else roots.push(i);
  }
  const rel = new Float64Array(n);
  const contours: (Contour | null)[] = new Array(n).fill(null);
  // Reverse pre-order visits every child before its parent.
  for (let i = n - 1; i >= 0; i--) {
    const half = width[i] / 2;
    const count = childCount[i];
    if (count === 0) {
      contours[i] = { left: [-half], leftOff: 0, right: [half], rightOff: 0 };
      continue;
    }
    const first = children[childStart[i]];
    const acc = contours[first]!;
    rel[first] = 0;
    for (let k = 1; k < count; k++) {
      const c = children[childStart[i] + k];
      rel[c] = merge(acc, contours[c]!, options.siblingGap);
      contours[c] = null;
    }
    contours[first] = null;
    const mid = (rel[first] + rel[children[childStart[i] + count - 1]]) / 2;
    for (let k = 0; k < count; k++) rel[children[childStart[i] + k]] -= mid;
    acc.leftOff -= mid;
    acc.rightOff -= mid;
    acc.left.push(-half - acc.leftOff);
    acc.right.push(half - acc.rightOff);
    contours[i] = acc;
  }
  // Roots side by side.
  const x = new Float64Array(n);
  if (roots.length > 0) {
    const acc = contours[roots[0]]!;
    for (let k = 1; k < roots.length; k++) x[roots[k]] = merge(acc, contours[roots[k]]!, options.siblingGap * 2);
  }
  for (let i = 0; i < n; i++) if (parent[i] >= 0) x[i] = x[parent[i]] + rel[i];
  // Levels: each as tall as its tallest item.
  const levelHeight = new Float64Array(maxDepth + 1);
  for (let i = 0; i < n; i++) if (height[i] > levelHeight[depth[i]]) levelHeight[depth[i]] = height[i];
  const levelTop = new Float64Array(maxDepth + 2);
  for (let d = 0; d <= maxDepth; d++) levelTop[d + 1] = levelTop[d] + levelHeight[d] + options.levelGap;
  const y = new Float64Array(n);
  let minX = Infinity;
  let maxX = -Infinity;
  for (let i = 0; i < n; i++) {
    y[i] = levelTop[depth[i]] + (levelHeight[depth[i]] - height[i]) / 2;
    minX = Math.min(minX, x[i] - width[i] / 2);
    maxX = Math.max(maxX, x[i] + width[i] / 2);
  }
  if (n > 0) for (let i = 0; i < n; i++) x[i] -= minX;
  return { x, y, width: n ? maxX - minX : 0, height: n ? levelTop[maxDepth + 1] - options.levelGap : 0 };
}
