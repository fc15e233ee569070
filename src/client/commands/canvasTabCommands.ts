import type { CanvasControls } from './canvasControls';
import { screenCommands } from './screenCommand';

/** The canvas tabs: the task's canvases are known and the keys are not in a field (a canvas's name among them). */
const tabsReady = (c: CanvasControls) => c.taskReady() && c.canvas() !== null;
/** Shows the canvas `step` tabs away from the shown one, round the ends. */
const stepCanvas = (step: 1 | -1) => (c: CanvasControls) => {
  const all = c.canvases();
  const at = all.findIndex((x) => x.canvas_id === c.canvas()?.canvas_id);
  c.showCanvas(all[(at + step + all.length) % all.length].canvas_id);
};
const severalCanvases = (c: CanvasControls) => tabsReady(c) && c.canvases().length > 1;

/**
 * The canvas tab commands (spec 2 §4), carried out on the open canvas like the canvas's own (canvasCommands.ts): the
 * '+' tab's menu offers the three kinds, the tabs' actions menu rename and delete, and the keys switch between tabs.
 * Titles are 'flow:commands.<name>'.
 */
export const canvasTabSpecs = screenCommands<CanvasControls>()([
  {
    id: 'canvas.addCanvas',
    key: 'shift+c',
    icon: 'document',
    keywords: ['add', 'new', 'create', 'canvas', 'tab'],
    enabled: tabsReady,
    refusal: (c) => c.canvasRefusal('add'),
    run: (c) => c.addCanvas('canvas'),
  },
  {
    id: 'canvas.addEventHandler',
    key: 'shift+e',
    icon: 'lightning',
    keywords: ['add', 'new', 'create', 'canvas', 'event handler', 'hang up', 'tab'],
    enabled: tabsReady,
    refusal: (c) => c.canvasRefusal('add'),
    run: (c) => c.addCanvas('event'),
  },
  {
    id: 'canvas.addNinmHandler',
    key: 'shift+i',
    icon: 'help',
    keywords: ['add', 'new', 'create', 'canvas', 'no input', 'no match', 'handler', 'tab'],
    enabled: tabsReady,
    refusal: (c) => c.canvasRefusal('add'),
    run: (c) => c.addCanvas('ninm'),
  },
  {
    id: 'canvas.renameCanvas',
    key: 'f2',
    icon: 'edit',
    keywords: ['rename', 'canvas', 'name', 'tab'],
    enabled: tabsReady,
    refusal: (c) => c.canvasRefusal('rename'),
    run: (c) => c.renameCanvas(),
  },
  {
    id: 'canvas.deleteCanvas',
    key: 'alt+delete',
    icon: 'trash',
    keywords: ['delete', 'remove', 'canvas', 'tab'],
    enabled: tabsReady,
    refusal: (c) => c.canvasRefusal('delete'),
    run: (c) => c.deleteCanvas(),
  },
  {
    id: 'canvas.nextCanvas',
    key: ']',
    icon: 'chevron-right',
    keywords: ['next', 'canvas', 'tab', 'switch'],
    enabled: severalCanvases,
    run: stepCanvas(1),
  },
  {
    id: 'canvas.previousCanvas',
    key: '[',
    icon: 'chevron-left',
    keywords: ['previous', 'canvas', 'tab', 'switch'],
    enabled: severalCanvases,
    run: stepCanvas(-1),
  },
]);
