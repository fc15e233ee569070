import { z } from 'zod';

/** Common config fields of node plugins. */

/** The id of a content item (prompt, variable, task, ...), not chosen yet by default. */
export const contentId = () => z.number().int().nullable().default(null);

/** Free text that may reference variables as {{id}}. */
export const textWithVariables = (max = 4096) => z.string().max(max).default('');

/** A stable key of a list entry (condition, key mapping), used as its branch key. */
export const entryKey = () => z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9_-]+$/);

/** A whole number of seconds within a range. */
export const seconds = (min: number, max: number, value: number) => z.number().int().min(min).max(max).default(value);

/** A whole number within a range, with a message that names the range. */
export const between = (min: number, max: number, value: number) => {
  const range = `Enter a whole number from ${min} to ${max}.`;
  return z.number(range).int(range).min(min, range).max(max, range).default(value);
};
