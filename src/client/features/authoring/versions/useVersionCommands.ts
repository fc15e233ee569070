import { useEffect, useRef } from 'react';
import { registerFeatureCommands } from '@client/commands/featureCommands';
import { useVersionsStore } from './store';

interface Controls {
  /** The canvas is open and no text field or editor has the keys. */
  ready(): boolean;
  readOnly: boolean;
  publish(): void;
}

/** canvas.versions (V), canvas.history (H) and canvas.publish (Shift+P): registry commands carried out while the canvas is open. */
export function useVersionCommands(controls: Controls) {
  const ref = useRef(controls);
  ref.current = controls;
  useEffect(() => registerFeatureCommands({
    'canvas.versions': { available: () => ref.current.ready(), run: () => useVersionsStore.getState().togglePanel('versions') },
    'canvas.history': { available: () => ref.current.ready(), run: () => useVersionsStore.getState().togglePanel('history') },
    'canvas.publish': { available: () => ref.current.ready() && !ref.current.readOnly, run: () => ref.current.publish() },
  }), []);
}
