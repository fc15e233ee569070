import { useMemo, useState } from 'react';
import { completeAt, type CompletionItem, type CompletionOptions } from '@shared/expr';

/** After accepting an item: the new text and where the caret goes (inside the parentheses of a call). */
export function applyCompletion(text: string, from: number, to: number, item: CompletionItem): { text: string; caret: number } {
  const next = text.slice(0, from) + item.insertText + text.slice(to);
  const inside = item.insertText.endsWith('()') ? 1 : 0;
  return { text: next, caret: from + item.insertText.length - inside };
}

/**
 * The completion list of the text form (src/shared/expr/completion.ts): opened by Ctrl+Space or by typing
 * `{{` or `@`, moved with the arrow keys, taken with Enter or Tab, closed with Escape. It stays with the
 * word it was opened for: once the caret leaves it (`}}` typed, a space after a name) the list closes, so
 * Tab moves on as usual.
 */
export function useCompletion(text: string, caret: number, options: CompletionOptions) {
  const [anchor, setAnchor] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const result = useMemo(() => (anchor === null ? null : completeAt(text, caret, options)), [anchor, text, caret, options]);
  const current = result && result.from === anchor ? result : null;
  const items = current?.items.slice(0, 50) ?? [];
  return {
    shown: items.length > 0,
    items,
    active: Math.min(active, Math.max(0, items.length - 1)),
    range: current ? { from: current.from, to: current.to } : null,
    /** Opens the list for the word at the caret of this text. */
    open(atText: string, atCaret: number) {
      setActive(0);
      setAnchor(completeAt(atText, atCaret, options).from);
    },
    close: () => setAnchor(null),
    move(by: number) {
      if (items.length) setActive((a) => (Math.min(a, items.length - 1) + by + items.length) % items.length);
    },
  };
}
