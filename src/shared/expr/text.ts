/** Text helpers of the String operations. Pure. */

/** PHP trim()'s standard whitespace: space, tab, newline, carriage return, NUL and vertical tab. */
export const standardWhitespace = ' \t\n\r\0\x0B';

/** The characters of a trim list; 'a..z' is a range, as in PHP. An empty list is standard whitespace. */
export function trimCharacters(list: string): Set<string> {
  if (list === '') return new Set(standardWhitespace);
  const chars = new Set<string>();
  const items = [...list];
  for (let i = 0; i < items.length; i += 1) {
    if (items[i + 1] === '.' && items[i + 2] === '.' && items[i + 3] !== undefined) {
      const from = items[i].codePointAt(0)!;
      const to = items[i + 3].codePointAt(0)!;
      for (let c = from; c <= to; c += 1) chars.add(String.fromCodePoint(c));
      i += 3;
    } else chars.add(items[i]);
  }
  return chars;
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

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** The first e-mail address in the text, '' when there is none. */
export const extractEmail = (text: string): string => emailPattern.exec(text)?.[0] ?? '';

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
export const capitalize = (text: string) => text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
