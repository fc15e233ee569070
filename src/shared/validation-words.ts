import type { z } from 'zod';
import { fieldLabel } from './field-label';

/**
 * One mapping from schema problems to words a user reads, for every schema the studio parses (the server's
 * bodies, queries and node settings; the client's forms): 'Task name is required.', never 'Invalid input:
 * expected string, received undefined'. A schema's own message (the spec's texts) always wins; this only names
 * what a schema left unnamed. The field is named from its path: 'task_name' → 'Task name', 'ac_id' → 'Account'.
 * Without zod at run time: an administration form checks its declared limits with these words before a save is
 * sent (client/features/entities/form.ts); validation.ts installs them for every schema.
 */
type Issue = z.core.$ZodRawIssue;

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;
const typeWords: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'yes or no',
  string: 'a text',
  array: 'a list',
  date: 'a date',
};

/** The words for one problem, or undefined where a schema's own message or zod's should stand. */
export function validationMessage(issue: Issue): string | undefined {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      const path = issue.path?.at(-1);
      if (typeof path === 'string' && /(^|_)ids?$/.test(path)) return `${label} must be chosen from the list.`;
      return `${label} must be ${typeWords[issue.expected] ?? 'valid'}.`;
    }
    case 'too_small': {
      const min = issue.minimum as number;
      if (issue.origin === 'string')
        return Number(min) <= 1 ? `${label} is required.` : `${label} must be at least ${plural(min, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} needs at least ${plural(min, 'item', 'items')}.`;
      return issue.inclusive === false ? `${label} must be greater than ${min}.` : `${label} must be at least ${min}.`;
    }
    case 'too_big': {
      const max = issue.maximum as number;
      if (issue.origin === 'string') return `${label} may not be longer than ${plural(max, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} may have at most ${plural(max, 'item', 'items')}.`;
      return issue.inclusive === false ? `${label} must be less than ${max}.` : `${label} may not be greater than ${max}.`;
    }
    case 'invalid_format': {
      if (issue.format === 'email') return `${label} must be a valid e-mail address.`;
      if (issue.format === 'url') return `${label} must be a valid URL.`;
      if (['date', 'datetime', 'iso_date', 'iso_datetime'].includes(issue.format)) return `${label} must be a valid date.`;
      if (['time', 'iso_time'].includes(issue.format)) return `${label} must be a valid time.`;
      return `${label} is not in the expected format.`;
    }
    case 'invalid_value': {
      const values = issue.values.map(String);
      return values.length > 0 && values.length <= 6
        ? `${label} must be one of: ${values.join(', ')}.`
        : `${label} is not one of the choices.`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `${plural(issue.keys.length, 'field is', 'fields are')} not known here: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${label} is not valid.`;
    default:
      return undefined;
  }
}
