/**
 * Which content tabs show, in which order, and which the user may open (pure).
 * The spec's order of every content tab; a type shows once its module is listed in tabs.ts.
 */
export const specTabOrder = [
  'prompts',
  'variables',
  'customformtypes',
  'openformtypes',
  'dynamicformtypes',
  'data-stores',
  'files',
  'holidays',
  'javascripts',
  'intents',
] as const;

export interface TabRule {
  id: string;
  permission: string;
  feature?: string;
}

export interface TabState<T extends TabRule> {
  tab: T;
  allowed: boolean;
}

/** Tabs in the spec's order; ids outside it go last, in their given order. */
export function orderTabs<T extends TabRule>(tabs: readonly T[]): T[] {
  const rank = (id: string) => {
    const i = (specTabOrder as readonly string[]).indexOf(id);
    return i < 0 ? specTabOrder.length : i;
  };
  return tabs
    .map((tab, index) => ({ tab, index }))
    .sort((a, b) => rank(a.tab.id) - rank(b.tab.id) || a.index - b.index)
    .map((x) => x.tab);
}

/**
 * The visible tabs with their state. `canRead` checks the read permission; `hasFlag` the feature
 * flag (a tab behind a flag that is off does not show at all).
 */
export function tabStates<T extends TabRule>(
  tabs: readonly T[],
  canRead: (permission: string) => boolean,
  hasFlag: (flag: string) => boolean = () => true,
): TabState<T>[] {
  return orderTabs(tabs)
    .filter((tab) => !tab.feature || hasFlag(tab.feature))
    .map((tab) => ({ tab, allowed: canRead(tab.permission) }));
}

/** The tab to show: the requested one when the user may read it, else the first readable one. */
export function activeTab<T extends TabRule>(states: readonly TabState<T>[], requested?: string | null): T | null {
  const wanted = states.find((s) => s.tab.id === requested && s.allowed);
  return (wanted ?? states.find((s) => s.allowed))?.tab ?? null;
}
