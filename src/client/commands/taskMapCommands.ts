import { screenCommands } from './screenCommand';

/** What the open task map offers its commands (opened as 'taskmap' while the map is mounted). */
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
/** The map has the keys (and, unless a control's own keys are fine too, no button or link has them), and `needs` holds. */
const onMap =
  (needs: (c: MapControls) => boolean, keysOfControls = false) =>
  (c: MapControls) =>
    c.ready && !c.dialogOpen && !typing() && (keysOfControls || !onControl()) && needs(c);
const onSelection = onMap((c) => c.hasSelection);
const anyTime = onMap(() => true, true);

/** The map's commands, carried out on the open map; titles are 'taskmap:commands.<name>'. */
export const taskMapSpecs = screenCommands<MapControls>()([
  {
    id: 'taskmap.previousEdge',
    key: 'arrowup',
    icon: 'arrow-up',
    keywords: ['previous link', 'up'],
    enabled: onSelection,
    run: (c) => c.stepLink(-1),
  },
  {
    id: 'taskmap.nextEdge',
    key: 'arrowdown',
    icon: 'arrow-down',
    keywords: ['next link', 'down'],
    enabled: onSelection,
    run: (c) => c.stepLink(1),
  },
  {
    id: 'taskmap.back',
    key: 'arrowleft',
    icon: 'arrow-left',
    keywords: ['back', 'used by', 'left'],
    enabled: onSelection,
    run: (c) => c.back(),
  },
  {
    id: 'taskmap.follow',
    key: 'arrowright',
    icon: 'arrow-right',
    keywords: ['follow', 'uses', 'right'],
    enabled: onSelection,
    run: (c) => c.follow(),
  },
  {
    id: 'taskmap.openTask',
    key: 'enter',
    icon: 'flow-branch',
    keywords: ['open', 'canvas', 'call flow'],
    enabled: onSelection,
    run: (c) => c.openTask(),
  },
  {
    id: 'taskmap.openAtLink',
    key: 'shift+enter',
    icon: 'link',
    keywords: ['open', 'link node', 'canvas'],
    enabled: onMap((c) => c.hasLinkEdge),
    run: (c) => c.openAtLink(),
  },
  { id: 'taskmap.find', key: 'f', icon: 'search', keywords: ['find', 'search', 'task'], enabled: anyTime, run: (c) => c.find() },
  { id: 'taskmap.zoomIn', key: 'plus', icon: 'zoom-in', keywords: ['zoom', 'in'], enabled: anyTime, run: (c) => c.zoom(1.25) },
  { id: 'taskmap.zoomOut', key: '-', icon: 'zoom-out', keywords: ['zoom', 'out'], enabled: anyTime, run: (c) => c.zoom(0.8) },
  { id: 'taskmap.fit', key: '0', icon: 'zoom-to-fit', keywords: ['fit', 'zoom', 'whole'], enabled: anyTime, run: (c) => c.fit() },
]);
