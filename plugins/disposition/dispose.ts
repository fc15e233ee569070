import type { StepContext } from '@shared/plugin-api';

/** Sets the call's disposition and its notes (variables filled in) on the call; a live call reports it with the call. */
export function dispose(ctx: StepContext, label: string, disposition: string, notes: string): void {
  if (disposition === '') throw new Error(`${label} has no disposition: choose the call's outcome from the domain's dispositions.`);
  const filled = ctx.fill(notes);
  ctx.call.disposition = { name: disposition, notes: filled };
  ctx.emit({ type: 'call_set', field: 'disposition', value: filled === '' ? disposition : `${disposition} (${filled})` });
}
