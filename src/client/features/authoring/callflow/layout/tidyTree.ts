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
  /** Each item's x from its parent's (a root's, its x before the forest is moved to start at 0): a later layout keeps them. */
  rel: Float64Array;
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
  const { parent, width } = input;
  const childStart = new Int32Array(n + 1);
  const childCount = new Int32Array(n);
  for (let i = 0; i < n; i++) if (parent[i] >= 0) childCount[parent[i]]++;
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
  for (let i = n - 1; i >= 0; i--)
    contours[i] = placeChildren(children, childStart[i], childCount[i], contours, rel, width[i] / 2, options);
  placeRoots(roots, contours, rel, options);
  return positions(input, rel, options);
}

/**
 * The contour of item i's subtree once its children (children[from … from + count), their contours made) are placed
 * side by side, each as far left as its neighbours allow, and centred under it: their offsets from it go into `rel`.
 */
function placeChildren(
  children: ArrayLike<number>,
  from: number,
  count: number,
  contours: (Contour | null)[],
  rel: Float64Array,
  half: number,
  options: LayoutOptions,
): Contour {
  if (count === 0) return { left: [-half], leftOff: 0, right: [half], rightOff: 0 };
  const first = children[from];
  const acc = contours[first]!;
  rel[first] = 0;
  for (let k = 1; k < count; k++) {
    const c = children[from + k];
    rel[c] = merge(acc, contours[c]!, options.siblingGap);
    contours[c] = null;
  }
  contours[first] = null;
  const mid = (rel[first] + rel[children[from + count - 1]]) / 2;
  for (let k = 0; k < count; k++) rel[children[from + k]] -= mid;
  acc.leftOff -= mid;
  acc.rightOff -= mid;
  acc.left.push(-half - acc.leftOff);
  acc.right.push(half - acc.rightOff);
  return acc;
}

/** Roots side by side: a root's `rel` is its x before the forest is moved to start at 0. */
function placeRoots(roots: readonly number[], contours: (Contour | null)[], rel: Float64Array, options: LayoutOptions) {
  if (roots.length === 0) return;
  const acc = contours[roots[0]]!;
  rel[roots[0]] = 0;
  for (let k = 1; k < roots.length; k++) rel[roots[k]] = merge(acc, contours[roots[k]]!, options.siblingGap * 2);
}

/** Positions from the offsets (each item's x from its parent's, a root's its own), the forest moved to x ≥ 0; levels as tall as their tallest item. */
function positions(input: LayoutInput, rel: Float64Array, options: LayoutOptions): LayoutResult {
  const n = input.parent.length;
  const { parent, width, height } = input;
  const depth = new Int32Array(n);
  let maxDepth = 0;
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = parent[i];
    if (p >= 0) {
      depth[i] = depth[p] + 1;
      x[i] = x[p] + rel[i];
    } else x[i] = rel[i];
    if (depth[i] > maxDepth) maxDepth = depth[i];
  }
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
  return { x, y, rel, width: n ? maxX - minX : 0, height: n ? levelTop[maxDepth + 1] - options.levelGap : 0 };
}

/** A layout as it was: the input it was made from, and its positions and offsets. */
export interface LaidOut {
  input: LayoutInput;
  x: Float64Array;
  rel: Float64Array;
}

/**
 * The contour of a subtree kept from a layout (its rows start..start+size there), read off its positions: at each
 * level below its root, the leftmost and rightmost edge, from the root's centre. A subtree's contour is just that.
 */
function keptContour(was: LaidOut, start: number, size: number): Contour {
  const { parent, width } = was.input;
  const level = new Int32Array(size);
  const left: number[] = [];
  const right: number[] = [];
  const x0 = was.x[start];
  for (let k = 0; k < size; k++) {
    const i = start + k;
    const d = k === 0 ? 0 : level[parent[i] - start] + 1;
    level[k] = d;
    const l = was.x[i] - width[i] / 2 - x0;
    const r = was.x[i] + width[i] / 2 - x0;
    if (d === left.length) {
      left.push(l);
      right.push(r);
    } else {
      if (l < left[d]) left[d] = l;
      if (r > right[d]) right[d] = r;
    }
  }
  return { left: left.reverse(), leftOff: 0, right: right.reverse(), rightOff: 0 };
}

/**
 * The layout of a tree grown from a laid-out one (`kept`: [new index, old index, size] triples of the subtrees it kept,
 * treeGrowth.ts), at the cost of what changed: a kept subtree keeps its inner offsets and brings its contour read off
 * the old positions; only the items around it — the new ones and their ancestors — are placed again, as tidyTree
 * places them. The positions equal tidyTree's over the whole tree (to rounding; a unit test compares them).
 */
export function relayout(was: LaidOut, input: LayoutInput, kept: readonly number[], options: LayoutOptions): LayoutResult {
  const n = input.parent.length;
  const { parent, width } = input;
  const rel = new Float64Array(n);
  const keptAt = new Map<number, number>();
  for (let k = 0; k < kept.length; k += 3) {
    const [at, from, size] = [kept[k], kept[k + 1], kept[k + 2]];
    rel.set(was.rel.subarray(from + 1, from + size), at + 1);
    keptAt.set(at, k);
  }
  // The items placed again (the roots of kept subtrees among them), each child after its parent.
  const placed: number[] = [];
  for (let i = 0; i < n; ) {
    placed.push(i);
    const k = keptAt.get(i);
    i += k === undefined ? 1 : kept[k + 2];
  }
  const childrenOf = new Map<number, number[]>();
  const roots: number[] = [];
  for (const i of placed) {
    const p = parent[i];
    if (p < 0) roots.push(i);
    else {
      const list = childrenOf.get(p);
      if (list) list.push(i);
      else childrenOf.set(p, [i]);
    }
  }
  const contours: (Contour | null)[] = new Array(n);
  for (let k = placed.length - 1; k >= 0; k--) {
    const i = placed[k];
    const from = keptAt.get(i);
    if (from !== undefined) contours[i] = keptContour(was, kept[from + 1], kept[from + 2]);
    else {
      const children = childrenOf.get(i) ?? [];
      contours[i] = placeChildren(children, 0, children.length, contours, rel, width[i] / 2, options);
    }
  }
  placeRoots(roots, contours, rel, options);
  return positions(input, rel, options);
}
