import type { Selection } from '@shared/access/scope';

/**
 * Copy node URL (spec 2 §2): the editor's location followed by the node id, with ac_id and sp_id (the selected
 * service provider) as query parameters, so that whoever opens it lands in the right account on that node.
 */
export function nodeUrl(origin: string, taskId: number, nodeId: number, acId: number, spId: number): string {
  return `${origin}/build/callflow/${taskId}/${nodeId}?${new URLSearchParams({ ac_id: String(acId), sp_id: String(spId) })}`;
}

/** The account and provider the URL names: the selected account, or the task's own under 'all'. */
export function urlScope(selection: Selection | null, taskAcId: number): { acId: number; spId: number } | null {
  if (!selection || typeof selection.spId !== 'number') return null;
  return { acId: typeof selection.acId === 'number' ? selection.acId : taskAcId, spId: selection.spId };
}

/** Puts text on the system clipboard: the Clipboard API, else a selected text area and the copy command. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not allowed here (no secure context, no permission): try the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
