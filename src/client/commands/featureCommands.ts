/**
 * Lazy screens (the call-flow canvas) implement registry commands here while they are mounted, so the
 * registry, the keymap, the palette and the shortcut sheet list every command without loading the screen.
 */
export interface FeatureHandler {
  /** The command applies now (the canvas is open and has what the command needs). */
  available(): boolean;
  /** Why it cannot run now (read-only task, nothing selected …), shown greyed out in the palette. */
  disabledReason?(): string | null;
  /**
   * The rule (spec 2 §5) that would refuse it now: menus show the entry greyed out with this text, while the key
   * still runs it and the refusal shows as a notice.
   */
  refusal?(): string | null;
  run(): void;
}

const handlers = new Map<string, FeatureHandler>();

/** Registers handlers by command id; returns the function that removes them. */
export function registerFeatureCommands(map: Record<string, FeatureHandler>): () => void {
  for (const [id, handler] of Object.entries(map)) handlers.set(id, handler);
  return () => {
    for (const [id, handler] of Object.entries(map)) if (handlers.get(id) === handler) handlers.delete(id);
  };
}

export const featureHandler = (id: string) => handlers.get(id);
