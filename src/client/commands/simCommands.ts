import { screenCommands } from './screenCommand';

/** What the simulator beside the open canvas offers its commands (opened as 'sim' while the canvas is mounted). */
export interface SimControls {
  /** The canvas has the keys (its task loaded, no editor open, no text field focused). */
  ready(): boolean;
  /** The keys are in the simulator's panel. */
  inPanel(): boolean;
  isOpen(): boolean;
  /** A session runs (or waits) in the panel. */
  hasSession(): boolean;
  /** The session is paused at a breakpoint or a step. */
  paused(): boolean;
  /** The session waits: for input, or at a pause. */
  waitingForInput(): boolean;
  canWrite(): boolean;
  selectedNodeId(): number | null;
  /** Opens the panel with the keys in it, or closes it when it has them. */
  toggle(): void;
  toggleBreakpoint(nodeId: number): void;
  step(): void;
  resume(): void;
  restart(): void;
  recordTest(): void;
  runTests(): void;
}

/** The simulator's commands: Shift+S opens or closes the panel, B a breakpoint, F10 steps, F8 continues… Titles are 'sim:commands.<name>'. */
export const simSpecs = screenCommands<SimControls>()([
  {
    id: 'canvas.simulator',
    key: 'shift+s',
    icon: 'play',
    keywords: ['simulator', 'simulate', 'try', 'test', 'run', 'debug', 'preview'],
    enabled: (s) => s.ready() || s.inPanel(),
    run: (s) => s.toggle(),
  },
  {
    id: 'canvas.toggleBreakpoint',
    key: 'b',
    icon: 'stop',
    keywords: ['breakpoint', 'pause', 'debug'],
    enabled: (s) => s.ready() && s.selectedNodeId() !== null,
    run: (s) => s.toggleBreakpoint(s.selectedNodeId()!),
  },
  {
    id: 'canvas.simStep',
    key: 'f10',
    icon: 'step-forward',
    keywords: ['step', 'next', 'debug', 'simulator'],
    enabled: (s) => s.isOpen() && (s.paused() || !s.waitingForInput()),
    run: (s) => s.step(),
  },
  {
    id: 'canvas.simContinue',
    key: 'f8',
    icon: 'fast-forward',
    keywords: ['continue', 'resume', 'simulator'],
    enabled: (s) => s.isOpen() && s.paused(),
    run: (s) => s.resume(),
  },
  {
    id: 'canvas.simRestart',
    key: 'shift+r',
    icon: 'reset',
    keywords: ['restart', 'again', 'simulator'],
    enabled: (s) => s.isOpen() && s.hasSession(),
    run: (s) => s.restart(),
  },
  {
    id: 'canvas.recordTest',
    key: 'shift+t',
    icon: 'record',
    keywords: ['record', 'flow test', 'test case', 'save session'],
    enabled: (s) => s.isOpen() && s.hasSession() && s.canWrite(),
    run: (s) => s.recordTest(),
  },
  {
    id: 'canvas.runTests',
    key: 'alt+shift+t',
    icon: 'tick-circle',
    keywords: ['run tests', 'flow tests', 'check', 'regression'],
    enabled: (s) => s.isOpen(),
    run: (s) => s.runTests(),
  },
]);
