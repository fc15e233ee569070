import { describe, expect, it } from 'vitest';
import { formKeys, type FormKeyEvent } from '@client/commands/formKeys';

const event = (key: string, mods: { ctrlKey?: boolean; altKey?: boolean } = {}, defaultPrevented = false) => {
  const e = {
    key,
    ctrlKey: !!mods.ctrlKey,
    metaKey: false,
    altKey: !!mods.altKey,
    shiftKey: false,
    defaultPrevented,
    stopped: false,
    preventDefault() {
      e.defaultPrevented = true;
    },
    stopPropagation() {
      e.stopped = true;
    },
  };
  return e satisfies FormKeyEvent;
};
// The form keys are platform keys: Ctrl off macOS (the test runs off macOS unless navigator says otherwise).
const submitKey = () => event('Enter', { ctrlKey: true });

describe('form keys', () => {
  it('saves on Ctrl/Cmd+Enter and closes on Escape, taking each key', () => {
    const done: string[] = [];
    const keys = formKeys({ submit: () => void done.push('save'), close: () => void done.push('close') });
    const save = submitKey();
    expect(keys(save)).toBe(true);
    const close = event('Escape');
    expect(keys(close)).toBe(true);
    expect(done).toEqual(['save', 'close']);
    expect([save.defaultPrevented, save.stopped, close.defaultPrevented]).toEqual([true, false, true]);
  });

  it('leaves a key alone when the action declines it, and Escape that something inside already took', () => {
    const done: string[] = [];
    const keys = formKeys({ submit: () => false, close: () => void done.push('close') });
    const save = submitKey();
    expect(keys(save)).toBe(false);
    expect(save.defaultPrevented).toBe(false);
    expect(keys(event('Escape', {}, true))).toBe(false);
    expect(keys(event('a'))).toBe(false);
    expect(done).toEqual([]);
  });

  it('stops the keys it is told to, and a nested form lets only Escape out', () => {
    const stopping = formKeys({ submit: () => undefined, close: () => undefined }, { stop: ['submit'] });
    const save = submitKey();
    const close = event('Escape');
    stopping(save);
    stopping(close);
    expect([save.stopped, close.stopped]).toEqual([true, false]);
    const nested = formKeys({ submit: () => undefined }, { nested: true });
    const typed = event('x');
    const escape = event('Escape');
    nested(typed);
    nested(escape);
    expect([typed.stopped, typed.defaultPrevented, escape.stopped]).toEqual([true, false, false]);
  });

  it('adds a row below on Enter and moves it with Alt+arrows', () => {
    const done: string[] = [];
    const keys = formKeys({ addRowBelow: () => void done.push('add'), moveRow: (d) => void done.push(`move ${d}`) });
    keys(event('Enter'));
    keys(event('ArrowUp', { altKey: true }));
    keys(event('ArrowDown', { altKey: true }));
    keys(event('ArrowDown'));
    expect(done).toEqual(['add', 'move -1', 'move 1']);
  });
});
