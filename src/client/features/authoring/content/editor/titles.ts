import type { AnyContentTab } from '../tabTypes';

/**
 * The content namespace's key of a tab's create or update title, in sentence case and in the item's
 * own words per locale ('Create custom form', 'Upload file'), rather than a verb glued to the item's label.
 */
export function editorTitleKey(tab: Pick<AnyContentTab, 'itemTitle'>, mode: 'create' | 'update'): string {
  return tab.itemTitle.replace(/^items\./, mode === 'create' ? 'createItem.' : 'updateItem.');
}
