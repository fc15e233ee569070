import { dataStoresTab } from './datastores/tab';
import { dynamicFormTypesTab } from './dynamicformtypes/tab';
import { filesTab } from './files/tab';
import { formTypesTab } from './formtypes/tab';
import { functionsTab } from './functions/tab';
import { holidaysTab } from './holidays/tab';
import { intentsTab } from './intents/tab';
import { openFormTypesTab } from './openformtypes/tab';
import { promptsTab } from './prompts/tab';
import type { AnyContentTab } from './tabTypes';
import { variablesTab } from './variables/tab';

/**
 * The content tabs, one per declared content type. A new content type is one entry here (its module gives the
 * list columns and the editor form; its declaration the rest); the screen orders the tabs by the spec.
 */
export const contentTabs: readonly AnyContentTab[] = [
  promptsTab,
  variablesTab,
  dataStoresTab,
  filesTab,
  holidaysTab,
  functionsTab,
  formTypesTab,
  openFormTypesTab,
  dynamicFormTypesTab,
  intentsTab,
];

export const findTab = (id: string | null | undefined) => contentTabs.find((t) => t.id === id) ?? null;
