import { useMemo } from 'react';
import { canAccess } from '@shared/access/engine';
import { hasFeature } from '@shared/access/permissions';
import { useFeatureFlags } from '@client/api/featureFlags';
import { useAccessContext } from './accessContext';
import { contentTabs } from './tabs';
import { tabStates, type TabState } from './tabAccess';
import type { AnyContentTab } from './tabTypes';

export { useAccessContext };

/** The feature flags of the content tabs, asked of the server once per selection. */
const flagsOfTabs = [...new Set(contentTabs.flatMap((tab) => (tab.feature ? [tab.feature] : [])))];
const tabFlags = () => flagsOfTabs;

/**
 * The visible content tabs with the user's read permission on each (spec 2 §2, §6); a tab behind a flag
 * shows only when its flag is on. Null while the flags are being asked, so no tab is chosen before they answer.
 */
export function useTabStates(): TabState<AnyContentTab>[] | null {
  const ctx = useAccessContext();
  const flags = useFeatureFlags(tabFlags());
  const flagKey = flags.pending ? null : tabFlags().map(flags.on).join();
  return useMemo(
    () =>
      ctx && flagKey !== null
        ? tabStates(
            contentTabs,
            (p) => canAccess(ctx, p, 'read').allowed,
            (f) => hasFeature(ctx.enabledFeatures, f) && flags.on(f),
          )
        : null,
    // flagKey stands for flags.on: a new function each render, the same answers unless a flag changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ctx, flagKey],
  );
}

/** Writes need the tab's write permission (and its read). */
export function useCanWrite(tab: AnyContentTab | null): boolean {
  const ctx = useAccessContext();
  return !!ctx && !!tab && canAccess(ctx, tab.permission, 'write').allowed;
}

/** Folders may be created with write permission on at least one visible content area (spec 2 §6). */
export function useCanWriteFolders(): boolean {
  const ctx = useAccessContext();
  return !!ctx && contentTabs.some((tab) => canAccess(ctx, tab.permission, 'write').allowed);
}
