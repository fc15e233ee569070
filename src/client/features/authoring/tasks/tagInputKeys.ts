import type { KeyboardEvent } from 'react';

/**
 * Enter in a TagInput with text adds the tag; Blueprint leaves the key to the form, which would submit the dialog
 * as well. An empty TagInput still lets Enter submit.
 */
export function keepEnterForTag(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter' && (event.target as HTMLInputElement).value?.length > 0) event.preventDefault();
}
