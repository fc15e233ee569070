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

/** Items whose box meets the screen (plus an overscan margin), as a 0/1 mask and a list. */
export function visibleItems(layout: Positioned, view: View, w: number, h: number): { mask: Uint8Array; list: number[] } {
  const over = 200 / view.k;
  const x0 = -view.x / view.k - over;
  const x1 = (w - view.x) / view.k + over;
  const y0 = -view.y / view.k - over;
  const y1 = (h - view.y) / view.k + over;
  const { x, y, prepared } = layout;
  const n = x.length;
  const mask = new Uint8Array(n);
  const list: number[] = [];
  for (let i = 0; i < n; i++) {
    const hw = prepared.width[i] / 2;
    if (x[i] + hw < x0 || x[i] - hw > x1 || y[i] + prepared.height[i] < y0 || y[i] > y1) continue;
    mask[i] = 1;
    list.push(i);
  }
  return { mask, list };
}
