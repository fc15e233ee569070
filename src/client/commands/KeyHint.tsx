import { bindingKeys, isMacPlatform, keymap, type ShortcutId } from './keymap';

const named: Record<string, string> = { escape: 'Esc', enter: '↵', arrowup: '↑', arrowdown: '↓' };

/** Displays a binding as keys, from the keymap (or a literal key such as 'escape'). */
export function KeyHint({ shortcut, binding }: { shortcut?: ShortcutId; binding?: string }) {
  const source = shortcut ? keymap[shortcut] : binding;
  if (!source) return null;
  const chords = named[source] ? [[named[source]]] : bindingKeys(source, isMacPlatform());
  return (
    <span className="studio-keys" aria-hidden="true">
      {chords.map((keys, i) => (
        <span key={i} className="studio-chord">
          {keys.map((k) => (
            <kbd key={k}>{k}</kbd>
          ))}
        </span>
      ))}
    </span>
  );
}
