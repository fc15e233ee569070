import { z } from 'zod';
import { clipboard as clipboardSchema, flowNode, type Clipboard, type FlowNode } from '@shared/api/flow';
import { indexNodes, subtreeIds, type FlowGraph } from '@shared/flow';
import { useSession } from '@client/session/store';

/**
 * The canvas clipboard shared between the signed-in user's browser tabs (docs/clipboard.md).
 * A copy made in one tab is written to local storage under the user's key; every other tab of that user takes it up
 * through the `storage` event, with the account it was copied in, so a paste in a tab showing another account sends
 * from_ac_id. Only copies are shared (a cut moves nodes inside its own task). The entry holds the copied nodes, so the
 * pasting tab checks the paste rules without the source task. A scope change clears the tab's own copy state only
 * (spec 1 §4); signing out removes the entry.
 */
export const sharedClipboardKey = (userId: number) => `studio.clipboard.${userId}`;

const sharedCopy = z.object({ clipboard: clipboardSchema, ac_id: z.number().int().positive(), nodes: z.array(flowNode) });
export type SharedCopy = z.infer<typeof sharedCopy>;

/** What a tab holds after taking up a shared copy: the clipboard, the graph of its nodes and its account. */
export interface TakenCopy {
  clipboard: Clipboard;
  source: FlowGraph;
  acId: number;
}

/** The entry written for a copy: the copied node (or branch) with the account it was copied in; null for a cut. */
export function makeSharedCopy(clipboard: Clipboard, source: FlowGraph, acId: number): SharedCopy | null {
  if (clipboard.type.startsWith('cut_')) return null;
  const ids = clipboard.type === 'copy_node' ? new Set([clipboard.source_node_id]) : subtreeIds(source, clipboard.source_node_id);
  const nodes = [...ids].map((id) => source.byId.get(id)).filter((n): n is FlowNode => !!n);
  return { clipboard, ac_id: acId, nodes };
}

/** Reads an entry; anything that is not one (old format, hand-edited) counts as nothing copied. */
export function parseSharedCopy(raw: string | null): TakenCopy | null {
  if (!raw) return null;
  try {
    const parsed = sharedCopy.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return { clipboard: parsed.data.clipboard, source: indexNodes(parsed.data.nodes), acId: parsed.data.ac_id };
  } catch {
    return null;
  }
}

const currentUserId = () => useSession.getState().user?.user_id ?? null;

/** Shares a copy with the user's other tabs (a cut is not shared: it clears the entry, the other tabs keep theirs). */
export function publishCopy(clipboard: Clipboard, source: FlowGraph, acId: number) {
  const userId = currentUserId();
  if (userId === null) return;
  const entry = makeSharedCopy(clipboard, source, acId);
  try {
    if (entry) localStorage.setItem(sharedClipboardKey(userId), JSON.stringify(entry));
  } catch {
    /* storage full or unavailable: the copy stays in this tab */
  }
}

/** The copy another tab of this user made, from a `storage` event; undefined when the event is about something else. */
export function copyFromStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): TakenCopy | null | undefined {
  const userId = currentUserId();
  if (userId === null || event.key !== sharedClipboardKey(userId)) return undefined;
  return parseSharedCopy(event.newValue);
}

/** Sign-out: the shared copy goes with the session. */
export function forgetSharedCopy(userId: number | null = currentUserId()) {
  if (userId === null) return;
  try {
    localStorage.removeItem(sharedClipboardKey(userId));
  } catch {
    /* nothing stored */
  }
}
