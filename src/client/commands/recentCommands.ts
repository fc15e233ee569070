import { storageKeys } from '../session/store';

/** As VS Code does: the palette remembers the last 50 commands run from it, most recent first, per user. */
export const recentLimit = 50;

export function recentCommands(userId: number): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(storageKeys.recentCommands(userId)) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberCommand(userId: number, id: string) {
  const list = [id, ...recentCommands(userId).filter((other) => other !== id)].slice(0, recentLimit);
  try {
    localStorage.setItem(storageKeys.recentCommands(userId), JSON.stringify(list));
  } catch {
    // Storage full or refused: the ranking simply does not learn.
  }
}
