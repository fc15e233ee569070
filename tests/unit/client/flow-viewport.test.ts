import { describe, expect, it } from 'vitest';
import type { Positioned } from '@client/features/authoring/callflow/useLayout';
import {
  bandScreens,
  centreView,
  drawnBoxes,
  fitView,
  layerTransform,
  paper,
  paperBase,
  paperBox,
  paperTransform,
  screenDrawn,
  visibleItems,
  zoomAt,
  zoomLimits,
} from '@client/features/authoring/callflow/viewport';

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
      size: new Int32Array(n).fill(1),
    },
    x: Float64Array.from(xs),
    rel: Float64Array.from(xs),
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

/** Applies a CSS transform of the form translate(tx px, ty px) scale(r) (origin at the top left) to a point. */
function applyCss(transform: string, px: number, py: number) {
  const [, tx, ty, r] = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\) scale\(([\d.e-]+)\)/.exec(transform)!.map(Number);
  return { x: tx + r * px, y: ty + r * py };
}

describe('moving what is drawn while the view moves', () => {
  const drawn = { k: 0.5, x: 100, y: 40 };

  it('puts a drawn point where the live view shows it, for a pan and for a zoom', () => {
    // A canvas point (300, 200) is drawn at drawn.x + k·300 = 250, drawn.y + k·200 = 140 on the drawn layer.
    for (const live of [{ k: 0.5, x: -220, y: 95 }, zoomAt(drawn, 1.7, 640, 380), zoomAt(drawn, 0.6, 10, 700)]) {
      const at = applyCss(layerTransform(drawn, live), 100 + 0.5 * 300, 40 + 0.5 * 200);
      expect(at.x).toBeCloseTo(live.x + live.k * 300);
      expect(at.y).toBeCloseTo(live.y + live.k * 200);
    }
  });

  it('keeps what is drawn while the live screen stays inside it, and asks for drawing once it leaves', () => {
    const view = { k: 1, x: 0, y: 0 };
    const before = drawnBoxes(view, 1000, 800); // the screen and 200 px each side
    expect(screenDrawn(before, { k: 1, x: -150, y: 150 }, 1000, 800)).toBe(true);
    expect(screenDrawn(before, { k: 1, x: -250, y: 0 }, 1000, 800)).toBe(false);
    // With a lead of 100 px, the drawing is asked for 100 px before the edge of what is drawn shows.
    expect(screenDrawn(before, { k: 1, x: -150, y: 0 }, 1000, 800, 100)).toBe(false);
    // Zooming in shows less of the canvas: still drawn. Zooming out shows more: drawing is needed.
    expect(screenDrawn(before, zoomAt(view, 3, 500, 400), 1000, 800)).toBe(true);
    expect(screenDrawn(before, zoomAt(view, 0.7, 500, 400), 1000, 800)).toBe(false);
    // Once the view has settled, the band of 0.6 screens around it covers a zoom out to 1 / 2.2 at the middle.
    const banded = drawnBoxes(view, 1000, 800, view);
    expect(screenDrawn(banded, zoomAt(view, 0.7, 500, 400), 1000, 800)).toBe(true);
    expect(screenDrawn(banded, { k: 1, x: -550, y: 0 }, 1000, 800)).toBe(true);
    expect(screenDrawn(banded, { k: 1, x: -650, y: 0 }, 1000, 800)).toBe(false);
  });
});

describe('the dotted paper', () => {
  it('is drawn anew only when the zoom strays beyond the slack of the one it was drawn for', () => {
    expect(paperBase(null, 0.7)).toBe(0.7);
    expect(paperBase(1, 1.2)).toBe(1);
    expect(paperBase(1, 0.81)).toBe(1);
    expect(paperBase(1, 1.3)).toBe(1.3);
    expect(paperBase(1, 0.79)).toBe(0.79);
  });

  it('puts its dots on the canvas origin modulo a tile and covers the screen at every scale it allows', () => {
    const [w, h] = [1440, 900];
    for (const base of [0.2, 1, 2]) {
      for (const k of [base / paper.slack, base, base * paper.slack]) {
        const box = paperBox(base, w, h);
        for (const view of [
          { k, x: 37.5, y: -410 },
          { k, x: -12345.6, y: 999 },
        ]) {
          const t = paperTransform(view, base, box);
          // The paper's top-left dot (local 0, 0) and the one 7 tiles on, on screen:
          const corner = applyCss(t, 0, 0);
          const seventh = applyCss(t, 7 * box.tile, 7 * box.tile);
          const tile = paper.tile * k;
          for (const [at, origin] of [
            [corner.x + box.left, view.x],
            [corner.y + box.top, view.y],
            [seventh.x + box.left, view.x],
          ]) {
            const off = (((at - origin) % tile) + tile) % tile;
            expect(Math.min(off, tile - off)).toBeLessThan(1e-6);
          }
          // Covers the screen: from at or before 0 to at or beyond the far edge.
          const far = applyCss(t, box.width, box.height);
          expect(corner.x + box.left).toBeLessThanOrEqual(0);
          expect(corner.y + box.top).toBeLessThanOrEqual(0);
          expect(far.x + box.left).toBeGreaterThanOrEqual(w);
          expect(far.y + box.top).toBeGreaterThanOrEqual(h);
        }
      }
    }
  });
});
