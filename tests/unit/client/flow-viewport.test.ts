import { describe, expect, it } from 'vitest';
import type { Positioned } from '@client/features/authoring/callflow/useLayout';
import { fitView, zoomLimits } from '@client/features/authoring/callflow/viewport';

/** A layout of items with these centre x positions, 200 wide and 60 tall, the first one the root. */
function layoutOf(xs: number[], width: number, height: number): Positioned {
  const n = xs.length;
  return {
    prepared: {
      items: [],
      templates: [],
      parent: new Int32Array(n),
      width: new Float32Array(n).fill(200),
      height: new Float32Array(n).fill(60),
    },
    x: Float64Array.from(xs),
    y: new Float64Array(n),
    width,
    height,
    ms: 0,
  };
}

describe('fitting the canvas to the screen', () => {
  it('shows a tree that fits whole and centred, never zoomed in beyond 1', () => {
    const view = fitView(layoutOf([300, 100, 500], 600, 400), 1000, 800);
    expect(view).toEqual({ k: 1, x: 200, y: 48 });
  });

  it('shows a tree too wide even at the smallest zoom around its first root, not around an empty middle', () => {
    // A chain running down to the right: the root near the left, the middle of the width empty at the top.
    const layout = layoutOf([2000, 60000], 100000, 90000);
    const view = fitView(layout, 1000, 800);
    expect(view.k).toBe(zoomLimits.min);
    expect(view.x + layout.x[0] * view.k).toBeCloseTo(500);
    expect(view.y).toBe(48);
  });
});
