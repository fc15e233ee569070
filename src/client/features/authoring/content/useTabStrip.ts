import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Room left beside the active tab when it is scrolled into view, so its neighbour shows it can scroll on. */
const margin = 24;

/** The strip's scroller: Blueprint's tab list, which also holds the moving indicator. */
const listOf = (box: HTMLElement | null) => box?.querySelector<HTMLElement>('.bp6-tab-list') ?? null;

/**
 * A horizontally scrolling tab strip: which ends hide tabs (for the fades and the all-tabs menu),
 * the active tab kept in view (only the strip scrolls, never the page), and the mouse wheel
 * scrolling it sideways.
 */
export function useTabStrip(active: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [clipped, setClipped] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listOf(ref.current);
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setClipped((c) => (c.start === start && c.end === end ? c : { start, end }));
  }, []);

  const reveal = useCallback(() => {
    const list = listOf(ref.current);
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const box = list.getBoundingClientRect();
    const rect = tab.getBoundingClientRect();
    if (rect.left < box.left) list.scrollLeft -= box.left - rect.left + margin;
    else if (rect.right > box.right) list.scrollLeft += rect.right - box.right + margin;
  }, []);

  useLayoutEffect(() => {
    reveal();
    measure();
  }, [active, reveal, measure]);

  useEffect(() => {
    const list = listOf(ref.current);
    if (!list) return;
    const onWheel = (e: WheelEvent) => {
      if (list.scrollWidth <= list.clientWidth || Math.abs(e.deltaX) >= Math.abs(e.deltaY)) return;
      e.preventDefault();
      list.scrollLeft += e.deltaY;
    };
    const resized = new ResizeObserver(() => {
      reveal();
      measure();
    });
    resized.observe(list);
    // A tab's width changes with its label (language, fonts loading) while the list's box may not.
    for (const tab of list.querySelectorAll('[role="tab"]')) resized.observe(tab);
    list.addEventListener('scroll', measure, { passive: true });
    list.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      resized.disconnect();
      list.removeEventListener('scroll', measure);
      list.removeEventListener('wheel', onWheel);
    };
  }, [reveal, measure]);

  return { ref, clippedStart: clipped.start, clippedEnd: clipped.end };
}
