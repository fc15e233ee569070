import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { surelyValidE164 } from './e164-fast';

/**
 * Whether a text is a valid phone number written in E.164 (a plus, the country code and the national number, at
 * most 15 digits, nothing else), by libphonenumber's metadata: '+442079460000' is, '+15550000000' is not. The quick
 * check answers the numbers it can prove valid; the library answers the rest.
 */
export const isE164 = (text: string): boolean => /^\+[1-9]\d{5,14}$/.test(text) && (surelyValidE164(text) ?? isValidPhoneNumber(text));

/** Whether an E.164 number lies in a range of numbers of its length (start … end, both included). */
export const inRange = (number: string, start: string, end: string): boolean =>
  number.length === start.length && start <= number && number <= end;
