import type { TFunction } from 'i18next';

/** An edit of the history in words: 'create_node' → "Added a node", 'undo:create_node' → "Undid: Added a node". */
export function historyActionText(t: TFunction, action: string) {
  const [kind, of] = action.split(':');
  const text = (a: string) => t(`versions:history.actions.${a}`, { defaultValue: a });
  return of ? t(`versions:history.actions.${kind}`, { what: text(of) }) : text(kind);
}

/** What an undo or redo did, for its notice: "Undid: Added a node “Hang up”". */
export function replayedText(t: TFunction, direction: 'undo' | 'redo', replayed: { action: string; subject_name: string | null }) {
  const what = historyActionText(t, `${direction}:${replayed.action}`);
  return replayed.subject_name ? `${what} ${t('versions:history.named', { name: replayed.subject_name })}` : what;
}
