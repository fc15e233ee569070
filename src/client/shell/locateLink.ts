import { useEffect, useState } from 'react';
import type { Selection } from '@shared/access/scope';
import { api } from '../api/http';

/** What a link names that belongs to one account: /build/callflow/node/:node_id, /build/callflow/:task_id/…. */
export function linkedItem(location: string): string | null {
  const node = /^\/build\/callflow\/node\/(\d+)/.exec(location);
  if (node) return `node_id=${node[1]}`;
  const task = /^\/build\/callflow\/(\d+)/.exec(location);
  return task ? `task_id=${task[1]}` : null;
}

/**
 * A link to a task or node opened without ac_id/sp_id while no individual account is selected: the server
 * names the account it belongs to (among those the user may see), and the link is opened again with the
 * spec's ac_id and sp_id query, which selects that account. True while that lookup runs.
 */
export function useLocatedLink(location: string, search: string, selection: Selection | null, go: (to: string) => void): boolean {
  const item = selection && selection.acId === 'all' && !/(^|&)(ac_id|sp_id)=/.test(search) ? linkedItem(location) : null;
  const [done, setDone] = useState<string | null>(null);
  const key = item && `${location}?${search}`;
  useEffect(() => {
    if (!item || done === key) return;
    let live = true;
    api<{ ac_id: number; sp_id: number }>(`/studio/locate?${item}`)
      .then((found) => live && go(`${location}?${new URLSearchParams(search)}&ac_id=${found.ac_id}&sp_id=${found.sp_id}`.replace('?&', '?')))
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
