import { describe, expect, it, vi } from 'vitest';
import { keymap } from '@client/commands/keymap';
import { commandsFor } from '@client/commands/registry';
import { openScreen } from '@client/commands/screens';
import type { MapControls } from '@client/commands/taskMapCommands';
import { createKeyHandler } from '@client/commands/useKeybindings';
import { navigableRoutes } from '@client/shell/navModel';
import { commandContext, type Recorder } from './context';
import { keyPage, keyPress, onKeyPage } from './keys';
// The screens' commands and keys, as the app has them once a screen, the palette or the '?' sheet loads them.
import '@client/commands/screenRegistry';

// Every build of the registry lists the navigable routes once: counting those calls counts the builds.
vi.mock('@client/shell/navModel', async (original) => {
  const actual = await original<typeof import('@client/shell/navModel')>();
  return { ...actual, navigableRoutes: vi.fn(actual.navigableRoutes) };
});

/** The task map's controls with a selection, writing down what each command did. */
const mapControls = (done: string[]): MapControls => ({
  ready: true,
  dialogOpen: false,
  hasSelection: true,
  hasLinkEdge: false,
  stepLink: (d) => done.push(`step ${d}`),
  follow: () => done.push('follow'),
  back: () => done.push('back'),
  openTask: () => done.push('open'),
  openAtLink: () => done.push('openAtLink'),
  find: () => done.push('find'),
  zoom: (f) => done.push(`zoom ${f}`),
  fit: () => done.push('fit'),
});

describe('the key handler', () => {
  // The handler asks the page whether a dialog is open or settling: none is.
  onKeyPage();

  it('runs commands by their keys from the registry built once for the context, not once per key press', () => {
    const rec: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
    const commands = commandsFor(commandContext(undefined, undefined, rec));
    const builds = vi.mocked(navigableRoutes).mock.calls.length;
    expect(builds).toBe(1);
    const handler = createKeyHandler(() => commands, false);
    for (let i = 0; i < 25; i++) {
      handler.onKey(keyPress('g'));
      handler.onKey(keyPress('d'));
      handler.onKey(keyPress('t', { alt: true }));
      handler.onKey(keyPress('x'));
    }
    handler.reset();
    expect(rec.navigated).toEqual(Array(25).fill('/dashboard'));
    expect(rec.calls).toEqual(Array(25).fill('theme'));
    expect(vi.mocked(navigableRoutes).mock.calls.length).toBe(builds);
  });

  it('indexes the registry by id and by binding', () => {
    const commands = commandsFor(commandContext());
    expect(commands.byId.get('theme.toggle')?.shortcut).toBe('theme.toggle');
    expect(commands.byShortcut.get('canvas.paste')?.id).toBe('canvas.paste');
    expect(commands.list.length).toBe(commands.byId.size);
  });

  it("runs a screen's command by its key only while the screen is open, on the controls it opened", () => {
    const commands = commandsFor(commandContext());
    const handler = createKeyHandler(() => commands, false);
    const done: string[] = [];
    const controls = mapControls(done);
    const follow = commands.byId.get('taskmap.follow')!;
    expect(follow.shortcut && keymap[follow.shortcut]).toBe('arrowright');
    expect(follow.enabled?.(commands.ctx)).toBe(false);
    handler.onKey(keyPress('ArrowRight'));
    const close = openScreen('taskmap', controls);
    expect(follow.enabled?.(commands.ctx)).toBe(true);
    handler.onKey(keyPress('ArrowRight'));
    handler.onKey(keyPress('Enter', { shift: true }));
    controls.hasLinkEdge = true;
    handler.onKey(keyPress('Enter', { shift: true }));
    close();
    handler.onKey(keyPress('ArrowRight'));
    expect(done).toEqual(['follow', 'openAtLink']);
  });

  it('moves the selection by an arrow key behind an overlay that is leaving, but runs no plain key that acts while one opens', () => {
    const commands = commandsFor(commandContext());
    const handler = createKeyHandler(() => commands, false);
    const done: string[] = [];
    const controls = mapControls(done);
    const close = openScreen('taskmap', controls);
    const quiet = globalThis.document;
    try {
      globalThis.document = keyPage('exit');
      handler.onKey(keyPress('ArrowRight'));
      handler.onKey(keyPress('f'));
      handler.onKey(keyPress('Enter'));
      globalThis.document = keyPage('enter');
      handler.onKey(keyPress('ArrowDown'));
      handler.onKey(keyPress('f'));
    } finally {
      globalThis.document = quiet;
      close();
    }
    expect(done).toEqual(['follow']);
  });
});
