import { bindingKeys, isMacPlatform, keymap, type ShortcutId } from './keymap';

const named: Record<string, string> = { escape: 'Esc', enter: '↵', arrowup: '↑', arrowdown: '↓' };

/** Displays the keys of a command (or of a form or grid key) by its id, as the keymap binds them. */
export function KeyHint({ command }: { command: ShortcutId }) {
  const source = keymap[command];
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
