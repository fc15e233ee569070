import type { Selection } from '@shared/access/scope';

/**
 * Per-account client state registers here to be cleared when the provider or account changes
 * (spec 1 §4: copied expressions, the canvas copy state, node-logging profiles and API keys in memory).
 * Also run when the session ends.
 */
export type ScopeChangeHook = (next: Selection | null, previous: Selection | null) => void;

const hooks = new Set<ScopeChangeHook>();

/** Registers a hook; returns the function that removes it. */
export function onScopeChange(hook: ScopeChangeHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

export function runScopeChangeHooks(next: Selection | null, previous: Selection | null) {
  for (const hook of [...hooks]) {
    try {
      hook(next, previous);
    } catch (e) {
      console.error('Scope change hook failed', e);
    }
  }
}

export const sameSelection = (a: Selection | null, b: Selection | null) => !!a && !!b && a.spId === b.spId && a.acId === b.acId;
