import { randomId } from '../random-id';
import { limits } from '../limits';
import { param, type OperationInput } from './operation-types';
import { assertLength } from './bounds';
import { compileRegex, defaultRegex, firstMatch } from './regex';
import * as text from './text';
import { ExprError, toInteger, toText, type Value } from './values';

const str = (args: Value[], i: number) => toText(args[i]);
const int = (args: Value[], i: number) => toInteger(args[i]);

function regexOf(source: Value) {
  const compiled = compileRegex(toText(source));
  if (!compiled.ok) throw new ExprError(compiled.message);
  return compiled;
}

const variable = param('variable', 'string');

/** The String group. Lengths and positions count characters (not UTF-16 units), as a caller reads them. */
export const stringOperations: OperationInput[] = [
  {
    id: 'concat',
    group: 'string',
    label: 'Concatenate',
    result: 'string',
    parameters: [variable, param('value', 'string', '', { variadic: true })],
    run: (args) => {
      const texts = args.map(toText);
      assertLength(texts.reduce((sum, t) => sum + t.length, 0));
      return texts.join('');
    },
  },
  {
    id: 'substring',
    group: 'string',
    label: 'Substring',
    result: 'string',
    parameters: [variable, param('start', 'number', 0), param('length', 'number', null)],
    run: (args) => text.substring(str(args, 0), int(args, 1), args[2] === null || args[2] === '' ? null : int(args, 2)),
  },
  {
    id: 'uppercase',
    group: 'string',
    label: 'Uppercase',
    result: 'string',
    parameters: [variable],
    run: (args) => str(args, 0).toUpperCase(),
  },
  {
    id: 'lowercase',
    group: 'string',
    label: 'Lowercase',
    result: 'string',
    parameters: [variable],
    run: (args) => str(args, 0).toLowerCase(),
  },
  {
    id: 'capitalize',
    group: 'string',
    label: 'Capitalize words',
    result: 'string',
    parameters: [variable],
    run: (args) => text.capitalize(str(args, 0)),
  },
  { id: 'length', group: 'string', label: 'Length', result: 'number', parameters: [variable], run: (args) => [...str(args, 0)].length },
  {
    id: 'replace',
    group: 'string',
    label: 'Replace',
    result: 'string',
    parameters: [variable, param('search', 'string', ''), param('replacement', 'string', '')],
    run: (args) => {
      const [subject, search, replacement] = [str(args, 0), str(args, 1), str(args, 2)];
      if (search === '') return subject;
      const pieces = subject.split(search);
      assertLength(subject.length + (pieces.length - 1) * (replacement.length - search.length));
      return pieces.join(replacement);
    },
  },
  {
    id: 'trim',
    group: 'string',
    label: 'Trim',
    result: 'string',
    parameters: [variable, param('characters', 'string', '')],
    run: (args) => text.trim(str(args, 0), str(args, 1)),
  },
  {
    id: 'ltrim',
    group: 'string',
    label: 'Trim left',
    result: 'string',
    parameters: [variable, param('characters', 'string', '')],
    run: (args) => text.trim(str(args, 0), str(args, 1), 'left'),
  },
  {
    id: 'rtrim',
    group: 'string',
    label: 'Trim right',
    result: 'string',
    parameters: [variable, param('characters', 'string', '')],
    run: (args) => text.trim(str(args, 0), str(args, 1), 'right'),
  },
  {
    id: 'lpad',
    group: 'string',
    label: 'Pad left',
    result: 'string',
    parameters: [variable, param('length', 'number', 0), param('pad', 'string', ' ')],
    run: (args) => text.pad(str(args, 0), int(args, 1), str(args, 2), 'left'),
  },
  {
    id: 'rpad',
    group: 'string',
    label: 'Pad right',
    result: 'string',
    parameters: [variable, param('length', 'number', 0), param('pad', 'string', ' ')],
    run: (args) => text.pad(str(args, 0), int(args, 1), str(args, 2), 'right'),
  },
  {
    id: 'contains',
    group: 'string',
    label: 'Contains',
    result: 'boolean',
    parameters: [variable, param('search', 'string', '')],
    run: (args) => str(args, 0).includes(str(args, 1)),
  },
  {
    id: 'starts_with',
    group: 'string',
    label: 'Starts with',
    result: 'boolean',
    parameters: [variable, param('search', 'string', '')],
    run: (args) => str(args, 0).startsWith(str(args, 1)),
  },
  {
    id: 'ends_with',
    group: 'string',
    label: 'Ends with',
    result: 'boolean',
    parameters: [variable, param('search', 'string', '')],
    run: (args) => str(args, 0).endsWith(str(args, 1)),
  },
  {
    id: 'index_of',
    group: 'string',
    label: 'Position of',
    result: 'number',
    parameters: [variable, param('search', 'string', '')],
    run: (args) => {
      const at = str(args, 0).indexOf(str(args, 1));
      return at < 0 ? -1 : [...str(args, 0).slice(0, at)].length;
    },
  },
  {
    id: 'split',
    group: 'string',
    label: 'Split into a list',
    result: 'json',
    parameters: [variable, param('separator', 'string', ',')],
    run: (args) => (str(args, 1) === '' ? [...str(args, 0)] : str(args, 0).split(str(args, 1))),
  },
  {
    id: 'extract_email',
    group: 'string',
    label: 'Extract e-mail',
    result: 'string',
    parameters: [variable],
    run: (args) => text.extractEmail(str(args, 0)),
  },
  {
    id: 'extract_number_fixed',
    group: 'string',
    label: 'Extract number (fixed length)',
    result: 'string',
    parameters: [variable, param('length', 'number', 5)],
    run: (args) => text.extractNumberFixed(str(args, 0), int(args, 1)),
  },
  {
    id: 'extract_number_min_max',
    group: 'string',
    label: 'Extract number (min–max length)',
    result: 'string',
    parameters: [variable, param('min', 'number', 1), param('max', 'number', 5)],
    run: (args) => text.extractNumberMinMax(str(args, 0), int(args, 1), int(args, 2)),
  },
  {
    id: 'extract_letter_fixed',
    group: 'string',
    label: 'Extract letters (fixed length)',
    result: 'string',
    parameters: [variable, param('length', 'number', 5)],
    run: (args) => text.extractLetterFixed(str(args, 0), int(args, 1)),
  },
  {
    id: 'extract_letter_min_max',
    group: 'string',
    label: 'Extract letters (min–max length)',
    result: 'string',
    parameters: [variable, param('min', 'number', 1), param('max', 'number', 5)],
    run: (args) => text.extractLetterMinMax(str(args, 0), int(args, 1), int(args, 2)),
  },
  {
    id: 'regex',
    group: 'string',
    label: 'Regex match',
    result: 'string',
    parameters: [variable, param('pattern', 'string', defaultRegex)],
    run: (args) => firstMatch(regexOf(args[1]), str(args, 0)) ?? '',
  },
  {
    id: 'matches_regex',
    group: 'string',
    label: 'Matches regex',
    result: 'boolean',
    parameters: [variable, param('pattern', 'string', defaultRegex)],
    run: (args) => firstMatch(regexOf(args[1]), str(args, 0)) !== null,
  },
  {
    id: 'random_id',
    group: 'string',
    label: 'Random ID',
    result: 'string',
    parameters: [param('length', 'number', limits.randomIdLength)],
    run: (args) => randomId(Math.max(0, Math.min(int(args, 0), 256))),
  },
];
