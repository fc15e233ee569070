import { useEffect, useRef } from 'react';
import { openScreen } from '@client/commands/screens';
import type { MapControls } from '@client/commands/taskMapCommands';

export type { MapControls };

/** Opens the map's controls to the task map commands (taskMapCommands.ts) while the map is mounted. */
export function useTaskMapCommands(controls: MapControls) {
  const ref = useRef(controls);
  ref.current = controls;
  useEffect(() => {
    const p = () => ref.current;
    return openScreen<MapControls>('taskmap', {
      get ready() {
        return p().ready;
      },
      get dialogOpen() {
        return p().dialogOpen;
      },
      get hasSelection() {
        return p().hasSelection;
      },
      get hasLinkEdge() {
        return p().hasLinkEdge;
      },
      stepLink: (d) => p().stepLink(d),
      follow: () => p().follow(),
      back: () => p().back(),
      openTask: () => p().openTask(),
      openAtLink: () => p().openAtLink(),
      find: () => p().find(),
      zoom: (f) => p().zoom(f),
      fit: () => p().fit(),
    });
  }, []);
}
