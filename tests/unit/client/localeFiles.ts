import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The locale files the tests read: src/shared/i18n/locales/<locale>/<namespace>.json. */
export const localesRoot = join(process.cwd(), 'src/shared/i18n/locales');

export const readLocale = (locale: string, ns: string) => JSON.parse(readFileSync(join(localesRoot, locale, `${ns}.json`), 'utf8'));

/** A nested table as dotted keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
export function flatten(table: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(table)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}
