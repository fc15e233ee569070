import type { FormEvent, KeyboardEvent } from 'react';
import { formKeys } from '@client/commands/formKeys';

/**
 * The submit and key handlers of a form in a dialog opened from the node editor. The dialog sits inside the
 * editor's form in React's tree, so its submit, Ctrl/Cmd+Enter and keys stay in the dialog (Escape still
 * reaches the dialog's own close).
 */
export function nestedFormHandlers(submit: () => void) {
  return {
    onSubmit(e: FormEvent) {
      e.preventDefault();
      e.stopPropagation();
      submit();
    },
    onKeyDown: formKeys<KeyboardEvent>({ submit: () => submit() }, { nested: true }),
  };
}
