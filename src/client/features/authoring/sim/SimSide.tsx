import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import type { SimPanelProps } from './SimPanel';
import { useSimStore } from './store';
import './i18n';
import { lazyChunk } from '@client/shell/chunks';

const SimPanel = lazyChunk(() => import('./SimPanel'));

/** The simulator panel beside the canvas, loaded when first opened. */
export function SimSide(props: Omit<SimPanelProps, 'onClose'>) {
  const open = useSimStore((s) => s.open);
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <aside className="sim-panel">
          <Spinner size={24} />
        </aside>
      }
    >
      <SimPanel
        {...props}
        onClose={() => {
          useSimStore.getState().setOpen(false);
          props.focusCanvas();
        }}
      />
    </Suspense>
  );
}
