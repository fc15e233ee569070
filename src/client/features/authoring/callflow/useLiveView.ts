import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useCanvasStore, type View } from './store';
import { drawnBoxes, layerTransform, paperBase, paperBox, paperTransform, sameView, screenDrawn, type Box } from './viewport';

/** How long the view stays still before its items are drawn anew (the end of a wheel or drag gesture). */
export const settleMs = 120;
/** How far beyond the screen the drawn items must reach while the view moves, in screen pixels (each side). */
const lead = 100;

/**
 * The view of the store, live and drawn. The store's `view` is always the live one (keys, zoom-to-fit, menus and
 * presence read it); React draws the items of the `drawn` view, and a pan or zoom moves what is drawn on its layer
 * with a CSS transform, outside React, once an animation frame. The items are drawn anew for the live view when its
 * screen leaves the items drawn, and when the view settles (`settleMs` still); the band around it follows at low
 * priority (`settled`, null until `banded`).
 */
export function useLiveView(
  layer: RefObject<HTMLElement | null>,
  paper: RefObject<HTMLElement | null>,
  size: { w: number; h: number },
  banded: boolean,
): { drawn: View; settled: View | null } {
  const [drawn, setDrawn] = useState(() => useCanvasStore.getState().view);
  const deferred = useDeferredValue(drawn);
  const settled = banded ? deferred : null;
  const rendered = useRef<{ view: View; boxes: Box[] } | null>(null);
  const frame = useRef(0);
  const paperFor = useRef<{ base: number; w: number; h: number } | null>(null);

  /** Puts the drawn layer and the paper where the live view shows them (in the frame about to be painted). */
  const place = () => {
    frame.current = 0;
    const r = rendered.current;
    const live = useCanvasStore.getState().view;
    const el = layer.current;
    if (r && el) {
      const moving = !sameView(r.view, live);
      el.style.transform = moving ? layerTransform(r.view, live) : '';
      // A layer of its own while it moves: the compositor moves it without painting it again.
      el.classList.toggle('cf-moving', moving);
    }
    if (paper.current) paperFor.current = placePaper(paper.current, live, size, paperFor.current);
  };
  const placeRef = useRef(place);
  placeRef.current = place;

  useLayoutEffect(() => {
    rendered.current = { view: drawn, boxes: drawnBoxes(drawn, size.w, size.h, settled) };
    placeRef.current();
  }, [drawn, settled, size]);

  useEffect(() => {
    let idle = 0;
    const unsubscribe = useCanvasStore.subscribe((s, prev) => {
      if (s.view === prev.view) return;
      const r = rendered.current;
      if (r && !screenDrawn(r.boxes, s.view, size.w, size.h, lead)) setDrawn(s.view);
      if (!frame.current) frame.current = requestAnimationFrame(() => placeRef.current());
      window.clearTimeout(idle);
      idle = window.setTimeout(() => {
        const live = useCanvasStore.getState().view;
        if (!rendered.current || !sameView(rendered.current.view, live)) startTransition(() => setDrawn(live));
      }, settleMs);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(idle);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [size]);

  return { drawn, settled };
}

/** Sets the paper's box anew when the zoom has strayed from the one its tile was drawn for, then moves it. */
function placePaper(el: HTMLElement, view: View, size: { w: number; h: number }, drawnFor: { base: number; w: number; h: number } | null) {
  const s = el.style;
  let box = drawnFor;
  const base = paperBase(box && box.w === size.w && box.h === size.h ? box.base : null, view.k);
  if (!box || base !== box.base || box.w !== size.w || box.h !== size.h) {
    box = { base, w: size.w, h: size.h };
    const p = paperBox(base, size.w, size.h);
    s.left = `${p.left}px`;
    s.top = `${p.top}px`;
    s.width = `${p.width}px`;
    s.height = `${p.height}px`;
    s.backgroundSize = `${p.tile}px ${p.tile}px`;
  }
  s.transform = paperTransform(view, base, paperBox(base, size.w, size.h));
  return box;
}
