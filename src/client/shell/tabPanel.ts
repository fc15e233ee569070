import { Classes } from '@blueprintjs/core';

/**
 * The props of the region a strip of Blueprint tabs shows (the tabs render no panels of their own): each tab's
 * aria-controls names this id, and the region is labelled by the selected tab.
 */
export const tabPanelProps = (strip: string, tab: string | number) => ({
  id: `${Classes.TAB_PANEL}_${strip}_${tab}`,
  role: 'tabpanel' as const,
  'aria-labelledby': `${Classes.TAB}-title_${strip}_${tab}`,
});
