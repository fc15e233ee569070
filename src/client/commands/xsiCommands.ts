import { screenCommands } from './screenCommand';

/** What the canvas's XSI rules dialog offers its command, opened as 'xsi' with the canvas. */
export interface XsiControls {
  /** The canvas has the keys (its task loaded, no editor open, no text field focused). */
  ready(): boolean;
  open(): void;
}

/** "XSI rules…" (Shift+X): the BroadWorks events that start the task, and subscribing to more. Title: 'flow:commands.xsiRules'. */
export const xsiSpecs = screenCommands<XsiControls>()([
  {
    id: 'canvas.xsiRules',
    key: 'shift+x',
    icon: 'satellite',
    keywords: ['xsi', 'broadworks', 'broadsoft', 'event', 'subscription', 'rule', 'event package', 'trigger'],
    enabled: (c) => c.ready(),
    run: (c) => c.open(),
  },
]);
