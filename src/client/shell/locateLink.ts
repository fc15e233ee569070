import { useEffect, useRef, useState } from 'react';
import type { Selection } from '@shared/access/scope';
import { api } from '../api/http';

/** What a link names that belongs to one account: /build/callflow/node/:node_id, /build/callflow/:task_id/…. */
export function linkedItem(location: string): string | null {
  const node = /^\/build\/callflow\/node\/(\d+)/.exec(location);
  if (node) return `node_id=${node[1]}`;
  const task = /^\/build\/callflow\/(\d+)/.exec(location);
  return task ? `task_id=${task[1]}` : null;
}

/** The path the page was loaded at: a link followed from outside the studio (a bookmark, a mail, another tab). */
const enteredAt = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * A link to a task or node opened without ac_id/sp_id, while no individual account is selected or from outside
 * the studio (whatever account was selected last): the server names the account it belongs to (among those the
 * user may see), and the link is opened again with the spec's ac_id and sp_id query, which selects that account.
 * Links inside the studio in one account need no lookup. True while that lookup runs.
 */
export function useLocatedLink(location: string, search: string, selection: Selection | null, go: (to: string) => void): boolean {
  const fromOutside = location === enteredAt;
  const item = selection && (selection.acId === 'all' || fromOutside) && !/(^|&)(ac_id|sp_id)=/.test(search) ? linkedItem(location) : null;
  const [done, setDone] = useState<string | null>(null);
  const key = item && `${location}?${search}`;
  useEffect(() => {
    if (!item || done === key) return;
    let live = true;
    // Asked across all the user's accounts of the provider, not only the one selected.
    api<{ ac_id: number; sp_id: number }>(`/studio/locate?${item}`, { selection: selection && { spId: selection.spId, acId: 'all' } })
      .then(
        (found) =>
          live &&
          found.ac_id !== selection?.acId &&
          go(`${location}?${new URLSearchParams(search)}&ac_id=${found.ac_id}&sp_id=${found.sp_id}`.replace('?&', '?')),
      )
      .catch(() => undefined)
      .finally(() => live && setDone(key));
    return () => {
      live = false;
    };
    // The lookup runs once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return !!item && done !== key;
}

/**
 * Switching to another account while a task of the previous one is open: that task is not in the new account,
 * so the screen goes on to the new account's task list instead of 'not found'.
 */
export function useLeaveItemOfPreviousAccount(location: string, search: string, selection: Selection | null, go: (to: string) => void) {
  const previous = useRef(selection?.acId);
  useEffect(() => {
    // A selection on its way (null while a switch loads) is no account yet: keep the one before it.
    if (!selection) return;
    const before = previous.current;
    previous.current = selection.acId;
    // A link's own ac_id query selects the item's account: that switch stays on the item.
    const byLink = /(^|&)ac_id=/.test(search);
    if (typeof before === 'number' && typeof selection?.acId === 'number' && before !== selection.acId && !byLink && linkedItem(location))
      go('/build/tasks');
    // Only a change of account moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection?.acId]);
}
