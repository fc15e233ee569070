import { assertLength } from './bounds';

/** Text helpers of the String operations. Pure. */

/** PHP trim()'s standard whitespace: space, tab, newline, carriage return, NUL and vertical tab. */
export const standardWhitespace = ' \t\n\r\0\x0B';

/** The characters of a trim list, as code-point ranges; 'a..z' is a range, as in PHP. An empty list is standard whitespace. */
export function trimCharacters(list: string): { has(char: string): boolean } {
  const items = [...(list === '' ? standardWhitespace : list)];
  const ranges: [number, number][] = [];
  for (let i = 0; i < items.length; i += 1) {
    const from = items[i].codePointAt(0)!;
    if (items[i + 1] === '.' && items[i + 2] === '.' && items[i + 3] !== undefined) {
      ranges.push([from, items[i + 3].codePointAt(0)!]);
      i += 3;
    } else ranges.push([from, from]);
  }
  // Merged and sorted, so a character is looked up by binary search however long the list is.
  const spans: [number, number][] = [];
  for (const [a, b] of ranges.filter(([a, b]) => a <= b).sort((x, y) => x[0] - y[0])) {
    const last = spans[spans.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else spans.push([a, b]);
  }
  return {
    has(char: string) {
      const code = char.codePointAt(0)!;
      let low = 0;
      let high = spans.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (code < spans[mid][0]) high = mid - 1;
        else if (code > spans[mid][1]) low = mid + 1;
        else return true;
      }
      return false;
    },
  };
}

export function trim(text: string, list = '', sides: 'both' | 'left' | 'right' = 'both'): string {
  const chars = trimCharacters(list);
  const items = [...text];
  let start = 0;
  let end = items.length;
  if (sides !== 'right') while (start < end && chars.has(items[start])) start += 1;
  if (sides !== 'left') while (end > start && chars.has(items[end - 1])) end -= 1;
  return items.slice(start, end).join('');
}

/** Pads to `length` characters with the pad text repeated (cut to fit), on the left or the right. */
export function pad(text: string, length: number, padText: string, side: 'left' | 'right'): string {
  const missing = length - [...text].length;
  if (missing <= 0 || padText === '') return text;
  assertLength(text.length + Math.ceil((missing * padText.length) / [...padText].length));
  const filler = padText.repeat(Math.ceil(missing / [...padText].length));
  const cut = [...filler].slice(0, missing).join('');
  return side === 'left' ? cut + text : text + cut;
}

/** PHP substr(): a negative start counts from the end; a negative length leaves that many off the end. */
export function substring(text: string, start: number, length: number | null): string {
  const items = [...text];
  const from = start < 0 ? Math.max(items.length + start, 0) : Math.min(start, items.length);
  if (length === null) return items.slice(from).join('');
  const to = length < 0 ? items.length + length : from + length;
  return to <= from ? '' : items.slice(from, to).join('');
}

const localChar = /[A-Za-z0-9._%+-]/;
const labelChar = /[A-Za-z0-9-]/;
const letter = /[A-Za-z]/;

/** The domain after an '@' at `at`: labels joined by dots, up to the last label that starts with two letters (those letters end it). */
function domainAfter(text: string, at: number): string | null {
  let end = -1;
  let i = at + 1;
  let first = true;
  while (i < text.length) {
    let j = i;
    while (j < text.length && labelChar.test(text[j])) j += 1;
    if (j === i) break;
    if (!first) {
      let k = i;
      while (k < j && letter.test(text[k])) k += 1;
      if (k - i >= 2) end = k;
    }
    first = false;
    if (text[j] !== '.') break;
    i = j + 1;
  }
  return end < 0 ? null : text.slice(at + 1, end);
}

/**
 * The first e-mail address in the text, '' when there is none: what /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/
 * finds, read in one pass (that pattern backtracks quadratically on long texts without an address).
 */
export function extractEmail(text: string): string {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && localChar.test(text[start - 1])) start -= 1;
    if (start === at) continue;
    const domain = domainAfter(text, at);
    if (domain !== null) return `${text.slice(start, at)}@${domain}`;
  }
  return '';
}

/**
 * Digit sequences of a caller's answer: digits separated by single spaces, dashes or dots belong together
 * ('90 210' and '555-0134' are one number each), as speech recognition and typed answers write them.
 */
function digitGroups(text: string): string[] {
  return (text.match(/\d(?:[\s.-]?\d)*/g) ?? []).map((group) => group.replace(/\D/g, ''));
}

/**
 * Letter sequences: a word of letters, or single letters spelled out one by one ('A B C' or 'A-B-C' is 'ABC').
 */
function letterGroups(text: string): string[] {
  const groups: string[] = [];
  let spelled = '';
  for (const word of text.split(/[^\p{L}]+/u)) {
    if ([...word].length === 1) {
      spelled += word;
      continue;
    }
    if (spelled) groups.push(spelled);
    spelled = '';
    if (word) groups.push(word);
  }
  if (spelled) groups.push(spelled);
  return groups;
}

const fits = (min: number, max: number) => (group: string) => [...group].length >= min && [...group].length <= max;

/** The first number of exactly `length` digits ('' when none); digits only, separators removed. */
export const extractNumberFixed = (text: string, length: number) => digitGroups(text).find(fits(length, length)) ?? '';
/** The first number of `min` to `max` digits. */
export const extractNumberMinMax = (text: string, min: number, max: number) => digitGroups(text).find(fits(min, max)) ?? '';
/** The first group of exactly `length` letters. */
export const extractLetterFixed = (text: string, length: number) => letterGroups(text).find(fits(length, length)) ?? '';
/** The first group of `min` to `max` letters. */
export const extractLetterMinMax = (text: string, min: number, max: number) => letterGroups(text).find(fits(min, max)) ?? '';

/** PHP ucwords(): the first letter of every word in upper case. */
export const capitalize = (text: string) =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
