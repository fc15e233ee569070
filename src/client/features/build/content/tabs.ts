import { promptsTab } from './prompts/tab';
import type { AnyContentTab } from './tabTypes';
import { variablesTab } from './variables/tab';

/**
 * The content tabs whose server exists. A new content type is one entry here (its module gives the
 * list columns, the editor form and the API paths); the screen orders the tabs by the spec.
 */
export const contentTabs: readonly AnyContentTab[] = [promptsTab, variablesTab];

export const findTab = (id: string | null | undefined) => contentTabs.find((t) => t.id === id) ?? null;
