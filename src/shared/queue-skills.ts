/**
 * Skills in QforMe queue matching: a waiter is queued for the skills its step asks for (none: any agent
 * may take it). An agent (or a step acting for one) with some skills serves a waiter when it has every skill the
 * waiter needs; a step that looks for or takes out a caller "for some skills" finds a waiter queued for one of them
 * (or for any agent). Skills are compared without regard to case or surrounding spaces.
 */
const key = (skill: string) => skill.trim().toLowerCase();

/** The skills as stored: trimmed, without blanks, each once (the first spelling kept). */
export function normalSkills(list: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of list ?? []) {
    const k = key(s);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(s.trim());
  }
  return out;
}

/** Whether an agent with these skills can take a waiter queued for `needed` (every needed skill; none needed: anyone). */
export function canServe(agentSkills: readonly string[], needed: readonly string[]): boolean {
  const has = new Set(agentSkills.map(key));
  return needed.every((s) => has.has(key(s)));
}

/** Whether a waiter queued for `queuedFor` waits for one of `asked` (asked none, or queued for any agent: yes). */
export function waitsFor(queuedFor: readonly string[], asked: readonly string[]): boolean {
  if (asked.length === 0 || queuedFor.length === 0) return true;
  const wanted = new Set(asked.map(key));
  return queuedFor.some((s) => wanted.has(key(s)));
}

/** The skills left after taking `dropped` out (a dequeue for some skills). */
export const withoutSkills = (queuedFor: readonly string[], dropped: readonly string[]): string[] => {
  const gone = new Set(dropped.map(key));
  return queuedFor.filter((s) => !gone.has(key(s)));
};

/** The skills of a waiter queued again: what it waited for and what the new step asks for (any agent stays any agent). */
export const joinedSkills = (queuedFor: readonly string[], added: readonly string[]): string[] =>
  queuedFor.length === 0 ? [] : added.length === 0 ? [] : normalSkills([...queuedFor, ...added]);
