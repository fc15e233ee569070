import { Spinner } from '@blueprintjs/core';
import { Suspense, useEffect } from 'react';
import { lazyChunk } from '@client/shell/chunks';
import type { TrafficPanelProps } from './TrafficPanel';
import { useTrafficStore } from './store';

const TrafficPanel = lazyChunk(() => import('./TrafficPanel'));

/** The Traffic overlay's panel beside the canvas, loaded when first opened; closing it clears the marks. */
export function TrafficSide(props: Omit<TrafficPanelProps, 'onClose'>) {
  const open = useTrafficStore((s) => s.open);
  if (!open) return null;
  const close = () => {
    useTrafficStore.getState().setOpen(false);
    document.querySelector<HTMLElement>('.cf-viewport')?.focus();
  };
  return (
    <Suspense
      fallback={
        <aside className="run-panel" tabIndex={-1} ref={(el) => el?.focus()}>
          <Spinner size={24} />
        </aside>
      }
    >
      <TrafficPanel {...props} onClose={close} />
    </Suspense>
  );
}

/**
 * What canvas.traffic (T) does: opens the overlay; pressed again with the keys in its panel, closes it; with the keys
 * elsewhere (on the canvas), gives them back to the panel's heading.
 */
export function toggleTraffic() {
  const s = useTrafficStore.getState();
  const inPanel = !!document.activeElement?.closest('.traffic-panel');
  if (!s.open) s.setOpen(true);
  else if (inPanel) s.setOpen(false);
  else document.getElementById('traffic-title')?.focus();
}

/** The overlay closes with the canvas. */
export function useTrafficOverlay() {
  useEffect(() => () => useTrafficStore.getState().setOpen(false), []);
}
