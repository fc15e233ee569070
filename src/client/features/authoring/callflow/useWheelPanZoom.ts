import { useEffect, type RefObject } from 'react';
import type { View } from './store';
import { zoomAt } from './viewport';

/**
 * The wheel on a view: scroll pans, Ctrl/Cmd+wheel zooms at the pointer. Shared by the call-flow canvas and the task
 * map (both keep a View of pan x/y and zoom k); a non-passive listener, so the page does not scroll under it.
 */
export function useWheelPanZoom(target: RefObject<Element | null>, getView: () => View, setView: (view: View) => void) {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const onWheel = (e: Event) => {
      const w = e as WheelEvent;
      w.preventDefault();
      const v = getView();
      const rect = el.getBoundingClientRect();
      if (w.ctrlKey || w.metaKey) setView(zoomAt(v, Math.exp(-w.deltaY * 0.0025), w.clientX - rect.left, w.clientY - rect.top));
      else setView({ ...v, x: v.x - w.deltaX, y: v.y - w.deltaY });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [target, getView, setView]);
}
