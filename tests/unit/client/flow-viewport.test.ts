import { describe, expect, it } from 'vitest';
import type { Positioned } from '@client/features/authoring/callflow/useLayout';
import { bandScreens, centreView, fitView, visibleItems, zoomLimits } from '@client/features/authoring/callflow/viewport';

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

describe('the items a canvas draws', () => {
  // Items every 100 px down one column, on a screen of 1000 × 800 at zoom 1.
  const column = () => {
    const layout = layoutOf(new Array(100).fill(500), 1000, 10000);
    layout.y = Float64Array.from({ length: 100 }, (_, i) => i * 100);
    return layout;
  };
  const view = { k: 1, x: 0, y: 0 };

  it('draws the screen and a 200 px margin before the view has settled', () => {
    const { list, mask } = visibleItems(column(), view, 1000, 800);
    expect(list).toEqual(Array.from({ length: 11 }, (_, i) => i)); // tops 0…1000 meet 0…1000
    expect(mask[10]).toBe(1);
    expect(mask[11]).toBe(0);
  });

  it('draws a band around a settled view, so a key that centres the selection finds its nodes drawn', () => {
    const layout = column();
    const { list } = visibleItems(layout, view, 1000, 800, view);
    expect(list.at(-1)).toBe(Math.floor((800 + 800 * bandScreens) / 100));
    // Moving the selection from the last item on screen (7: 700–760) to the next one centres that one: everything on
    // the new screen was already in the band.
    const centred = centreView(layout, 8, view, 1000, 800);
    const onNewScreen = visibleItems(layout, centred, 1000, 800).list.filter(
      (i) => layout.y[i] + 60 > -centred.y && layout.y[i] < 800 - centred.y,
    );
    expect(onNewScreen.every((i) => list.includes(i))).toBe(true);
  });
});
