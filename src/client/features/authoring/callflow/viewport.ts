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
/** How far beyond the screen the items of a view are drawn before the band follows, in screen pixels (each side). */
export const nearMargin = 200;

/** A box in canvas units. */
export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The part of the canvas a w × h screen shows at `view`, grown by (overX, overY) screen pixels on each side. */
export function canvasBox(view: View, w: number, h: number, overX = 0, overY = overX): Box {
  return {
    x0: (-view.x - overX) / view.k,
    x1: (w - view.x + overX) / view.k,
    y0: (-view.y - overY) / view.k,
    y1: (h - view.y + overY) / view.k,
  };
}

/** The boxes whose items are drawn for `drawn` (and, once a view has settled, the band around `settled`). */
export function drawnBoxes(drawn: View, w: number, h: number, settled?: View | null): Box[] {
  const near = canvasBox(drawn, w, h, nearMargin);
  return settled ? [near, canvasBox(settled, w, h, w * bandScreens, h * bandScreens)] : [near];
}

/**
 * Whether the screen of `live` (grown by `lead` screen pixels) lies inside one of the boxes whose items are drawn:
 * while it does, a pan or zoom only moves what is drawn; once it does not, the items of `live` must be drawn.
 */
export function screenDrawn(boxes: Box[], live: View, w: number, h: number, lead = 0): boolean {
  const s = canvasBox(live, w, h, lead);
  return boxes.some((b) => s.x0 >= b.x0 && s.x1 <= b.x1 && s.y0 >= b.y0 && s.y1 <= b.y1);
}

/**
 * The CSS transform (origin at the top left) that shows what was drawn at view `drawn` where view `live` puts it: a
 * screen point s of the drawn canvas goes to t + r·s, with r = live.k / drawn.k and t = live − r·drawn.
 */
export function layerTransform(drawn: View, live: View): string {
  const r = live.k / drawn.k;
  return `translate(${live.x - r * drawn.x}px, ${live.y - r * drawn.y}px) scale(${r})`;
}

/**
 * The dotted paper under the canvas: a tile of 24 px at zoom 1, drawn for a zoom `base`. While the zoom stays within
 * `slack` of it the paper is only scaled (by the compositor, nothing painted again); beyond it the tile is drawn anew.
 * It reaches `margin` screens beyond each edge: enough to cover the screen at the smallest scale, 1 / slack.
 */
export const paper = { tile: 24, slack: 1.25, margin: 0.4 };

/** The zoom the paper is drawn for: `base` while zoom k is within the slack of it, else k. */
export function paperBase(base: number | null, k: number): number {
  return base !== null && k / base >= 1 / paper.slack && k / base <= paper.slack ? base : k;
}

/** The paper's box (relative to the screen) and tile, for zoom `base`: a whole number of tiles beyond each edge. */
export function paperBox(base: number, w: number, h: number) {
  const tile = paper.tile * base;
  const mx = Math.ceil((w * paper.margin) / tile) * tile;
  const my = Math.ceil((h * paper.margin) / tile) * tile;
  return { left: -mx, top: -my, width: w + 2 * mx, height: h + 2 * my, tile };
}

/**
 * The CSS transform (origin at the paper's top left) that puts the paper drawn for `base` under `view`: scaled by
 * r = view.k / base, its dots fall every r · tile from its corner, moved so that they fall on the view's origin
 * modulo a tile.
 */
export function paperTransform(view: View, base: number, box: { left: number; top: number }): string {
  const tile = paper.tile * view.k;
  const mod = (v: number) => ((v % tile) + tile) % tile;
  return `translate(${mod(view.x - box.left)}px, ${mod(view.y - box.top)}px) scale(${view.k / base})`;
}

export const sameView = (a: View, b: View) => a.x === b.x && a.y === b.y && a.k === b.k;

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
  const [near, band] = drawnBoxes(view, w, h, settled);
  const { x, y, prepared } = layout;
  const n = x.length;
  const mask = new Uint8Array(n);
  const list: number[] = [];
  const meets = (b: Box, i: number, hw: number) =>
    !(x[i] + hw < b.x0 || x[i] - hw > b.x1 || y[i] + prepared.height[i] < b.y0 || y[i] > b.y1);
  for (let i = 0; i < n; i++) {
    const hw = prepared.width[i] / 2;
    if (!meets(near, i, hw) && !(band && meets(band, i, hw))) continue;
    mask[i] = 1;
    list.push(i);
  }
  return { mask, list };
}
