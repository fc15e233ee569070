/** What every rule answers: allowed, or refused with the spec's title and message. */
export type Refusal = { ok: false; title?: string; message: string };
export type RuleResult = { ok: true } | Refusal;

export const allowed: { ok: true } = { ok: true };

export function refuse(message: string, title?: string): Refusal {
  return title === undefined ? { ok: false, message } : { ok: false, title, message };
}
