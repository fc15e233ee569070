import { pressed, type KeyEventLike } from './keymap';

/** A key event a form handles (React's or the DOM's). */
export interface FormKeyEvent extends KeyEventLike {
  defaultPrevented: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

type Action<E> = (e: E) => boolean | void;

/** What a form or dialog does on the form keys of the keymap. An action that returns false leaves its key alone. */
export interface FormKeyActions<E extends FormKeyEvent> {
  /** Ctrl/Cmd+Enter: save, create or submit. */
  submit?: Action<E>;
  /** Escape: close. Not when something inside (a confirmation, a menu) took the key first. */
  close?: Action<E>;
  /** Enter in a row of fields: a new row below it. */
  addRowBelow?: Action<E>;
  /** Alt+↑ / Alt+↓ in a row of fields: the row moves up (-1) or down (1). */
  moveRow?: (delta: -1 | 1, e: E) => boolean | void;
}

export interface FormKeyOptions {
  /** These keys, once taken, go no further (a panel or form around this one would take them too). */
  stop?: readonly ('submit' | 'close')[];
  /** A form inside another form's tree (a dialog opened from an editor): no key but Escape leaves it. */
  nested?: boolean;
}

/**
 * The one key handler of forms and dialogs: the keymap's form keys mapped to the form's actions. A taken key is
 * prevented (so neither the browser nor the canvas under the form acts on it). The handler answers whether it took
 * the key, for a control that handles other keys after it.
 */
export function formKeys<E extends FormKeyEvent>(actions: FormKeyActions<E>, options: FormKeyOptions = {}) {
  return (e: E): boolean => {
    const take = (key: 'submit' | 'close' | 'row', answer: boolean | void) => {
      if (answer === false) return false;
      e.preventDefault();
      if (options.stop?.includes(key as 'submit' | 'close')) e.stopPropagation();
      return true;
    };
    let taken = false;
    if (actions.submit && pressed('form.submit', e)) taken = take('submit', actions.submit(e));
    else if (actions.close && pressed('form.close', e) && !e.defaultPrevented) taken = take('close', actions.close(e));
    else if (actions.addRowBelow && pressed('form.addRowBelow', e)) taken = take('row', actions.addRowBelow(e));
    else if (actions.moveRow && (pressed('form.moveRowUp', e) || pressed('form.moveRowDown', e)))
      taken = take('row', actions.moveRow(pressed('form.moveRowUp', e) ? -1 : 1, e));
    if (options.nested && !pressed('form.close', e)) e.stopPropagation();
    return taken;
  };
}
