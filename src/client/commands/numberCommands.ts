import { screenCommands } from './screenCommand';

/** What the canvas's numbers (its header tags and the assign dialog) offer their command, opened as 'numbers' with the canvas. */
export interface NumberControls {
  /** The canvas has the keys (its task loaded, no editor open, no text field focused). */
  ready(): boolean;
  canWrite(): boolean;
  open(): void;
}

/** "Assign number…" (Shift+N): the task's phone numbers, chosen among the account's. Title: 'flow:commands.assignNumber'. */
export const numberSpecs = screenCommands<NumberControls>()([
  {
    id: 'canvas.assignNumber',
    key: 'shift+n',
    icon: 'phone',
    keywords: ['number', 'phone', 'assign', 'did', 'dnis', 'telephony', 'call'],
    enabled: (c) => c.ready() && c.canWrite(),
    run: (c) => c.open(),
  },
]);
