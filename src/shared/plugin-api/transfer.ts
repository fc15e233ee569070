import type { NamedValue } from './shapes';
import { isHttpUrl } from './shapes';
import type { StepContext } from './run';

/**
 * What the transfer steps share at run time: the destination with its variables filled in (and checked), the named
 * values sent with it, and the `transferred` event the session's transcript keeps ("Transferred to …").
 */

const phone = /^\+?[0-9]{3,15}$/;
const sip = /^sips?:[^\s@]+@[^\s@]+$/i;

/** The destination with variables filled in; a clear error on the node when it is empty or not a number or sip: address. */
export function transferDestination(ctx: StepContext, label: string, raw: string, field = 'destination'): string {
  const text = ctx.fill(raw).trim();
  if (text === '')
    throw new Error(
      `${label} has no ${field}: ${raw.trim() === '' ? `give the number or sip: address to transfer to` : `its variables are empty`}.`,
    );
  if (phone.test(text.replace(/[\s().-]/g, '')) || sip.test(text)) return text;
  throw new Error(
    `${label} cannot transfer to '${text}': the ${field} must be a phone number (digits, optionally with a leading +) or a sip: address.`,
  );
}

/** Named values (SIP headers, call variables) with variables filled in, by name; unnamed entries are left out. */
export function filledValues(ctx: StepContext, list: readonly NamedValue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of list) if (v.name.trim() !== '') out[v.name.trim()] = ctx.fill(v.value);
  return out;
}

/** The contact-center skills a transfer queues for: at least one, or a clear error on the node. */
export function transferSkills(label: string, skills: readonly string[]): string[] {
  const named = skills.map((s) => s.trim()).filter((s) => s !== '');
  if (named.length === 0) throw new Error(`${label} has no skill: choose at least one skill to queue the call for.`);
  return named;
}

/** A screen pop address with variables filled in: a full http(s) address, or a clear error on the node. */
export function screenpopAddress(ctx: StepContext, label: string, raw: string): string {
  const url = ctx.fill(raw).trim();
  if (!isHttpUrl(url)) throw new Error(`${label} cannot open the screen pop '${url}': it must be a full http:// or https:// address.`);
  return url;
}

/** Records the transfer on the session (the transcript shows "Transferred to <destination>"), with what goes along. */
export function emitTransfer(ctx: StepContext, destination: string, data: Record<string, string> = {}): void {
  ctx.emit({ type: 'transferred', destination, ...(Object.keys(data).length > 0 ? { data } : {}) });
}
