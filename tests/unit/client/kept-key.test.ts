import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeptKey, keptKeyMs } from '@client/commands/keptKey';
import { commandsFor } from '@client/commands/registry';
import { onScreenSettled, setScreenLoad } from '@client/commands/screenLoading';
import { openScreen } from '@client/commands/screens';
import type { SimControls } from '@client/commands/simCommands';
import { createKeyHandler } from '@client/commands/useKeybindings';
import { commandContext, type Recorder } from './context';
import { keyPress, onKeyPage } from './keys';
// The screens' commands and keys, as the app has them once a screen, the palette or the '?' sheet loads them.
import '@client/commands/screenRegistry';

describe('a key kept while its screen loads', () => {
  it('is the newest one, for its layer and its page, taken once, and only for a short time', () => {
    const kept = createKeptKey<string>();
    kept.keep('canvas', 'first', '/a', 0);
    kept.keep('canvas', 'second', '/a', 10);
    expect(kept.take('taskmap', '/a', 20)).toBeNull();
    expect(kept.take('canvas', '/a', 20)).toBe('second');
    expect(kept.take('canvas', '/a', 20)).toBeNull();

    kept.keep('canvas', 'late', '/a', 0);
    expect(kept.take('canvas', '/a', keptKeyMs + 1)).toBeNull();
    expect(kept.held()).toBe(false);

    kept.keep('canvas', 'elsewhere', '/a', 0);
    expect(kept.take('canvas', '/b', 10)).toBeNull();

    kept.keep('canvas', 'dropped', '/a', 0);
    kept.drop();
    expect(kept.take('canvas', '/a', 10)).toBeNull();
  });
});

/** The simulator's controls, ready once `state.ready`, writing down what its commands did. */
const simControls = (state: { ready: boolean; selected: number | null }, done: string[]): SimControls => ({
  ready: () => state.ready,
  inPanel: () => false,
  isOpen: () => false,
  hasSession: () => false,
  paused: () => false,
  waitingForInput: () => false,
  canWrite: () => true,
  selectedNodeId: () => state.selected,
  toggle: () => done.push('toggle'),
  toggleBreakpoint: () => done.push('breakpoint'),
  step: () => done.push('step'),
  resume: () => done.push('resume'),
  restart: () => done.push('restart'),
  recordTest: () => done.push('record'),
  runTests: () => done.push('tests'),
});

describe('the key handler while the canvas loads', () => {
  const closing: (() => void)[] = [];
  // No dialog is open or settling, and the focus is on the page.
  onKeyPage();
  afterEach(() => {
    setScreenLoad('canvas', 'closed');
    for (const close of closing.splice(0)) close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The simulator open on a canvas whose task loads; `loaded()` says it has arrived. */
  const loadingCanvas = () => {
    const rec: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
    const commands = commandsFor(commandContext(undefined, undefined, rec));
    const handler = createKeyHandler(() => commands, false);
    const done: string[] = [];
    const state: { ready: boolean; selected: number | null } = { ready: false, selected: null };
    closing.push(openScreen('sim', simControls(state, done)), onScreenSettled(handler.settled));
    setScreenLoad('canvas', 'loading');
    const settle = (loaded: boolean) => {
      state.ready = loaded;
      setScreenLoad('canvas', loaded ? 'loaded' : 'failed');
    };
    return { handler, done, rec, state, settle };
  };

  it('runs Shift+S once the task has loaded', () => {
    const { handler, done, settle } = loadingCanvas();
    const press = keyPress('S', { shift: true });
    handler.onKey(press);
    expect(done).toEqual([]);
    // Its own action, if any, stays: the key is only kept.
    expect(press.defaultPrevented).toBe(false);
    settle(true);
    expect(done).toEqual(['toggle']);
    // It ran once: the screen loading again later runs nothing.
    setScreenLoad('canvas', 'loading');
    settle(true);
    expect(done).toEqual(['toggle']);
  });

  it('keeps only the newest key, and runs it only if its command is enabled then', () => {
    const { handler, done, settle } = loadingCanvas();
    handler.onKey(keyPress('S', { shift: true }));
    handler.onKey(keyPress('b'));
    settle(true);
    // B needs a selected node: there is none when the task arrives, so nothing runs (and Shift+S was replaced).
    expect(done).toEqual([]);

    const selected = loadingCanvas();
    selected.state.selected = 7;
    selected.handler.onKey(keyPress('S', { shift: true }));
    selected.handler.onKey(keyPress('b'));
    selected.settle(true);
    expect(selected.done).toEqual(['breakpoint']);
  });

  it('keeps no key a control took', () => {
    const { handler, done, settle } = loadingCanvas();
    const taken = keyPress('S', { shift: true });
    taken.preventDefault();
    handler.onKey(taken);
    settle(true);
    expect(done).toEqual([]);
  });

  it('drops the key on Escape, a click, the focus in a text field, a failed load, or after a few seconds', () => {
    const field = { tagName: 'INPUT', isContentEditable: false, closest: () => null };
    const movesOn: ((h: ReturnType<typeof createKeyHandler>) => void)[] = [
      (h) => h.onKey(keyPress('Escape')),
      (h) => h.movedOn({ type: 'pointerdown', target: null } as unknown as Event),
      (h) => h.movedOn({ type: 'focusin', target: field } as unknown as Event),
    ];
    for (const moveOn of movesOn) {
      const { handler, done, settle } = loadingCanvas();
      handler.onKey(keyPress('S', { shift: true }));
      moveOn(handler);
      settle(true);
      expect(done).toEqual([]);
      setScreenLoad('canvas', 'closed');
      for (const close of closing.splice(0)) close();
    }
    const failed = loadingCanvas();
    failed.handler.onKey(keyPress('S', { shift: true }));
    failed.settle(false);
    // A retry that loads the task later runs nothing: the key went with the failure.
    failed.state.ready = true;
    failed.handler.settled('canvas', true);
    expect(failed.done).toEqual([]);
    for (const close of closing.splice(0)) close();

    vi.useFakeTimers();
    const late = loadingCanvas();
    late.handler.onKey(keyPress('S', { shift: true }));
    vi.advanceTimersByTime(keptKeyMs + 1);
    late.settle(true);
    expect(late.done).toEqual([]);
  });

  it('drops the key when the page changed before the task arrived', () => {
    vi.stubGlobal('location', { href: 'http://studio.test/build/callflow/1' });
    const { handler, done, settle } = loadingCanvas();
    handler.onKey(keyPress('S', { shift: true }));
    vi.stubGlobal('location', { href: 'http://studio.test/build/callflow/2' });
    settle(true);
    expect(done).toEqual([]);
  });

  it('keeps no shell key: those act as they do on any page', () => {
    const { handler, done, rec, settle } = loadingCanvas();
    handler.onKey(keyPress('t', { alt: true }));
    expect(rec.calls).toEqual(['theme']);
    handler.onKey(keyPress('g'));
    handler.onKey(keyPress('d'));
    expect(rec.navigated).toEqual(['/dashboard']);
    settle(true);
    expect(done).toEqual([]);
  });
});
