import { useEffect, useRef } from 'react';
import { registerFeatureCommands, type FeatureHandler } from '@client/commands/featureCommands';

export interface MapControls {
  ready: boolean;
  /** A dialog of the map is open: its keys are its own. */
  dialogOpen: boolean;
  hasSelection: boolean;
  hasLinkEdge: boolean;
  stepLink(direction: 1 | -1): void;
  follow(): void;
  back(): void;
  openTask(): void;
  openAtLink(): void;
  find(): void;
  zoom(factor: number): void;
  fit(): void;
}

const typing = () => {
  const el = document.activeElement as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
};
/** A key on a focused control (a button, a link) is that control's, not the map's. */
const onControl = () => !!document.activeElement?.closest('button, a[href], [role="button"], [role="menuitem"]');

/** Carries out the taskmap.* commands of the registry while the map is open. */
export function useTaskMapCommands(controls: MapControls) {
  const ref = useRef(controls);
  ref.current = controls;
  useEffect(() => {
    const on = (run: (c: MapControls) => void, needs: (c: MapControls) => boolean = (c) => c.hasSelection, keysOfControls = false): FeatureHandler => ({
      available: () => ref.current.ready && !ref.current.dialogOpen && !typing() && (keysOfControls || !onControl()) && needs(ref.current),
      run: () => run(ref.current),
    });
    return registerFeatureCommands({
      'taskmap.previousEdge': on((c) => c.stepLink(-1)),
      'taskmap.nextEdge': on((c) => c.stepLink(1)),
      'taskmap.follow': on((c) => c.follow()),
      'taskmap.back': on((c) => c.back()),
      'taskmap.openTask': on((c) => c.openTask()),
      'taskmap.openAtLink': on((c) => c.openAtLink(), (c) => c.hasLinkEdge),
      'taskmap.find': on((c) => c.find(), () => true, true),
      'taskmap.zoomIn': on((c) => c.zoom(1.25), () => true, true),
      'taskmap.zoomOut': on((c) => c.zoom(0.8), () => true, true),
      'taskmap.fit': on((c) => c.fit(), () => true, true),
    });
  }, []);
}
