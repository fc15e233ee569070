import type { Positioned } from './useLayout';
import type { View } from './store';

export const zoomLimits = { min: 0.2, max: 2 };
const clampZoom = (k: number) => Math.min(zoomLimits.max, Math.max(zoomLimits.min, k));

/** Zooms by `factor` keeping the screen point (px, py) still. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clampZoom(view.k * factor);
  const f = k / view.k;
  return { k, x: px - (px - view.x) * f, y: py - (py - view.y) * f };
}

/**
 * The view that shows the whole tree (never zoomed in beyond 1). A tree too wide for the screen even at the
 * smallest zoom shows its top around the first root (the start), where its middle could be empty space.
 */
export function fitView(layout: Positioned, w: number, h: number): View {
  const pad = 48;
  const k = clampZoom(Math.min(1, (w - pad * 2) / Math.max(1, layout.width), (h - pad * 2) / Math.max(1, layout.height)));
  const fits = layout.width * k <= w - pad * 2 || layout.x.length === 0;
  return { k, x: fits ? (w - layout.width * k) / 2 : w / 2 - layout.x[0] * k, y: pad };
}

/** The view centred on item i, keeping the zoom. */
export function centreView(layout: Positioned, i: number, view: View, w: number, h: number): View {
  const cy = layout.y[i] + layout.prepared.height[i] / 2;
  return { k: view.k, x: w / 2 - layout.x[i] * view.k, y: h / 2 - cy * view.k };
}

/** Whether item i is fully on screen (with a margin). */
export function inView(layout: Positioned, i: number, view: View, w: number, h: number, margin = 24): boolean {
  const hw = layout.prepared.width[i] / 2;
  const left = (layout.x[i] - hw) * view.k + view.x;
  const right = (layout.x[i] + hw) * view.k + view.x;
  const top = layout.y[i] * view.k + view.y;
  const bottom = (layout.y[i] + layout.prepared.height[i]) * view.k + view.y;
  return left >= margin && right <= w - margin && top >= margin && bottom <= h - margin;
}

/** How far beyond the screen the band of drawn items reaches once the view has settled, in screens (each side). */
export const bandScreens = 0.6;

/**
 * Items to draw, as a 0/1 mask and a list: those whose box meets the screen of `view` (plus a 200 px margin), and,
 * once a view has settled (`settled`), those within a band of `bandScreens` around it. An arrow key that moves the
 * view by up to half a screen (centring the selection) then finds the nodes it brings into view already drawn; the
 * band follows the view a moment later, at low priority.
 */
export function visibleItems(
  layout: Positioned,
  view: View,
  w: number,
  h: number,
  settled?: View | null,
): { mask: Uint8Array; list: number[] } {
  const box = (v: View, overX: number, overY: number) => ({
    x0: -v.x / v.k - overX / v.k,
    x1: (w - v.x) / v.k + overX / v.k,
    y0: -v.y / v.k - overY / v.k,
    y1: (h - v.y) / v.k + overY / v.k,
  });
  const near = box(view, 200, 200);
  const band = settled ? box(settled, w * bandScreens, h * bandScreens) : null;
  const { x, y, prepared } = layout;
  const n = x.length;
  const mask = new Uint8Array(n);
  const list: number[] = [];
  const meets = (b: ReturnType<typeof box>, i: number, hw: number) =>
    !(x[i] + hw < b.x0 || x[i] - hw > b.x1 || y[i] + prepared.height[i] < b.y0 || y[i] > b.y1);
  for (let i = 0; i < n; i++) {
    const hw = prepared.width[i] / 2;
    if (!meets(near, i, hw) && !(band && meets(band, i, hw))) continue;
    mask[i] = 1;
    list.push(i);
  }
  return { mask, list };
}
