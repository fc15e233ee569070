import { afterEach, describe, expect, it } from 'vitest';
import type { Canvas } from '@shared/api/flow';
import { checkCanvasChange, type EditAccess } from '@shared/flow';
import type { CanvasControls } from '@client/commands/canvasControls';
import { applies, reasonNow, runnableNow } from '@client/commands/commandRules';
import { bindingKeys, keymap } from '@client/commands/keymap';
import { commandsFor } from '@client/commands/registry';
import { openScreen } from '@client/commands/screens';
import { createKeyHandler } from '@client/commands/useKeybindings';
import { canvas } from '../flow/fixtures';
import { commandContext } from './context';
import { keyPress, onKeyPage } from './keys';
// The screens' commands and keys, as the app has them once a screen, the palette or the '?' sheet loads them.
import '@client/commands/screenRegistry';

const main = canvas();
const extra = canvas({ canvas_id: 2, canvas_name: 'Canvas 1', is_main_canvas: 0 });
const handler = canvas({ canvas_id: 3, canvas_name: 'Event handler', is_main_canvas: 0, is_event_handler: 1 });
const editable: EditAccess = { protected: 0, readOnly: false };

interface Page {
  canvases: Canvas[];
  shown: Canvas | null;
  access: EditAccess;
  /** The task loaded, no node editor open, no text field (a tab's name) has the keys. */
  ready: boolean;
}

/**
 * The canvas's controls as the page fills them for the tab commands (useCanvasCommands): the canvases and the one
 * shown, the shared rule of canvas changes over the task's access; what the commands do is written down.
 */
function controlsOf(page: Page, done: string[]): CanvasControls {
  const tabs: Partial<CanvasControls> = {
    taskReady: () => page.ready,
    ready: () => page.ready,
    readOnly: () => page.access.readOnly || !!page.access.protected,
    canvases: () => page.canvases,
    canvas: () => page.shown,
    canvasRefusal: (change) => {
      const rule = checkCanvasChange(change, page.access, page.shown);
      return rule.ok ? null : rule.message;
    },
    showCanvas: (id) => {
      done.push(`show ${id}`);
      page.shown = page.canvases.find((c) => c.canvas_id === id) ?? null;
    },
    addCanvas: (kind) => done.push(`add ${kind}`),
    renameCanvas: () => done.push('rename'),
    deleteCanvas: () => done.push('delete'),
    selected: () => null,
    tree: () => null,
  };
  return tabs as CanvasControls;
}

const tabCommands = [
  'canvas.addCanvas',
  'canvas.addEventHandler',
  'canvas.addNinmHandler',
  'canvas.renameCanvas',
  'canvas.deleteCanvas',
  'canvas.nextCanvas',
  'canvas.previousCanvas',
];
const commands = commandsFor(commandContext());
const ctx = commands.ctx;
const command = (id: string) => commands.byId.get(id)!;
let close: (() => void) | null = null;
const open = (page: Partial<Page> = {}) => {
  const done: string[] = [];
  const state: Page = { canvases: [main, extra, handler], shown: main, access: editable, ready: true, ...page };
  close = openScreen('canvas', controlsOf(state, done));
  return { done, state };
};
afterEach(() => {
  close?.();
  close = null;
});

describe('the canvas tab commands (spec 2 §4): one object each, for the tabs, their menus, the keys and the palette', () => {
  it('are registry commands with a title and a key, shown in the palette and the ? sheet', () => {
    const keys = tabCommands.map((id) => [id, keymap[id], command(id).title, command(id).listed]);
    expect(keys).toEqual([
      ['canvas.addCanvas', 'shift+c', 'flow:commands.addCanvas', undefined],
      ['canvas.addEventHandler', 'shift+e', 'flow:commands.addEventHandler', undefined],
      ['canvas.addNinmHandler', 'shift+i', 'flow:commands.addNinmHandler', undefined],
      ['canvas.renameCanvas', 'f2', 'flow:commands.renameCanvas', undefined],
      ['canvas.deleteCanvas', 'alt+delete', 'flow:commands.deleteCanvas', undefined],
      ['canvas.nextCanvas', ']', 'flow:commands.nextCanvas', undefined],
      ['canvas.previousCanvas', '[', 'flow:commands.previousCanvas', undefined],
    ]);
    expect(bindingKeys(keymap['canvas.deleteCanvas'], false)).toEqual([['Alt', 'Del']]);
    expect(bindingKeys(keymap['canvas.renameCanvas'], false)).toEqual([['F2']]);
    for (const id of tabCommands) expect(command(id).group).toBe('canvas');
  });

  it('apply only while a canvas page is open with its canvases, and not while a field (the tab name) has the keys', () => {
    for (const id of tabCommands) expect(applies(command(id), ctx), id).toBe(false);
    open({ ready: false });
    for (const id of tabCommands) expect(applies(command(id), ctx), id).toBe(false);
    close?.();
    open({ canvases: [], shown: null });
    for (const id of tabCommands) expect(applies(command(id), ctx), id).toBe(false);
    close?.();
    open();
    for (const id of tabCommands) expect(applies(command(id), ctx), id).toBe(true);
  });

  it('adds each kind, renames and deletes the shown canvas where nothing refuses it', () => {
    const { done } = open({ shown: extra });
    for (const id of tabCommands.slice(0, 5)) {
      expect(reasonNow(command(id), ctx), id).toBeNull();
      expect(runnableNow(command(id), ctx), id).toBe(true);
      command(id).run(ctx);
    }
    expect(done).toEqual(['add canvas', 'add event', 'add ninm', 'rename', 'delete']);
  });

  it("refuses deleting the main canvas with the rule's reason, and keeps adding and renaming", () => {
    open({ shown: main });
    expect(reasonNow(command('canvas.deleteCanvas'), ctx)).toBe('The main canvas cannot be deleted.');
    expect(checkCanvasChange('delete', editable, main)).toEqual({
      ok: false,
      title: 'Delete Not Permitted',
      message: 'The main canvas cannot be deleted.',
    });
    for (const id of ['canvas.addCanvas', 'canvas.renameCanvas']) expect(reasonNow(command(id), ctx), id).toBeNull();
  });

  it('refuses every change of the canvases in a read-only editor, with the reason, and still switches canvases', () => {
    open({ shown: extra, access: { protected: 1, readOnly: false } });
    for (const id of tabCommands.slice(0, 5))
      expect(reasonNow(command(id), ctx), id).toBe('This task is protected. Unlock it to make changes.');
    close?.();
    open({ shown: extra, access: { protected: 0, readOnly: true } });
    for (const id of tabCommands.slice(0, 5))
      expect(reasonNow(command(id), ctx), id).toBe('You do not have permission to manage this item');
    // A refusal greys the entry out; the key still runs the command, whose run shows the refusal as a notice.
    expect(runnableNow(command('canvas.deleteCanvas'), ctx)).toBe(true);
    expect(reasonNow(command('canvas.nextCanvas'), ctx)).toBeNull();
    expect(checkCanvasChange('add', { protected: 1, readOnly: false })).toMatchObject({ title: 'Create failed' });
    expect(checkCanvasChange('rename', { protected: 0, readOnly: true })).toMatchObject({ title: 'Update failed' });
  });

  it('moves to the next and the previous canvas in the order of the tabs, round the ends, and only with two or more', () => {
    const { done } = open({ shown: handler });
    command('canvas.nextCanvas').run(ctx);
    command('canvas.nextCanvas').run(ctx);
    command('canvas.previousCanvas').run(ctx);
    command('canvas.previousCanvas').run(ctx);
    expect(done).toEqual([`show ${main.canvas_id}`, 'show 2', `show ${main.canvas_id}`, 'show 3']);
    close?.();
    open({ canvases: [main] });
    expect(applies(command('canvas.nextCanvas'), ctx)).toBe(false);
    expect(applies(command('canvas.previousCanvas'), ctx)).toBe(false);
    expect(applies(command('canvas.addCanvas'), ctx)).toBe(true);
  });
});

describe('the canvas tab keys', () => {
  // The handler asks the page whether a dialog is open or settling: none is.
  onKeyPage();

  it('run the commands on the open canvas: Shift+C, Shift+E, Shift+I add, F2 renames, Alt+Delete deletes, ] and [ switch', () => {
    const { done } = open({ shown: extra });
    const keys = createKeyHandler(() => commands, false);
    keys.onKey(keyPress('C', { shift: true }, 'KeyC'));
    keys.onKey(keyPress('E', { shift: true }, 'KeyE'));
    keys.onKey(keyPress('I', { shift: true }, 'KeyI'));
    keys.onKey(keyPress('F2', {}, 'F2'));
    keys.onKey(keyPress('Delete', { alt: true }, 'Delete'));
    keys.onKey(keyPress(']', {}, 'BracketRight'));
    keys.onKey(keyPress('[', {}, 'BracketLeft'));
    // Delete alone is the node's, not the canvas's.
    keys.onKey(keyPress('Delete', {}, 'Delete'));
    expect(done).toEqual(['add canvas', 'add event', 'add ninm', 'rename', 'delete', 'show 3', 'show 2']);
  });
});
