import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fill, messages } from '@shared/messages';

const m = messages.telephony;

export interface ParsedNumber {
  /** E.164: + and the digits. */
  e164: string;
  /** The international form: +44 20 7946 0000. */
  display: string;
  region: string | null;
}

/**
 * A phone number as typed (E.164, or national with its region) checked with libphonenumber-js's full metadata: the
 * number must be a valid number, of the region when one is given. Answers the number, or the reason in words.
 */
export function parseNumber(input: string, region?: string | null): ParsedNumber | { error: string } {
  const typed = input.trim().replace(/^00/, '+');
  const international = typed.startsWith('+');
  if (!international && !region) return { error: m.regionNeeded };
  const parsed = parsePhoneNumberFromString(typed, (region ?? undefined) as never);
  const valid = !!parsed && parsed.isValid() && (!region || parsed.country === region);
  if (!valid)
    return { error: region ? fill(m.invalidForRegion, { number: input.trim(), region }) : fill(m.invalidNumber, { number: input.trim() }) };
  return { e164: parsed.number, display: parsed.formatInternational(), region: parsed.country ?? region ?? null };
}

/** A search typed as a number (digits with spaces, +, dashes, dots or brackets) is searched as its digits. */
export function numberSearchTerm(term: string): string {
  return /^[\d\s+().-]+$/.test(term) && /\d/.test(term) ? term.replace(/\D/g, '') : term;
}
