import { fill, messages } from '../messages';
import { assertLength } from './bounds';
import { param, type OperationInput } from './operation-types';
import { ExprError, toBoolean, toInteger, toNumber, toText, type Value } from './values';

const num = (args: Value[], i: number) => toNumber(args[i]);
const finite = (n: number, shown: string) => {
  if (!Number.isFinite(n)) throw new ExprError(fill(messages.expr.notANumber, { value: shown }));
  return n;
};

/** PHP round(): halves away from zero, to `precision` decimals (negative precision rounds to tens, hundreds...). */
export function roundHalfAway(value: number, precision: number): number {
  const factor = 10 ** precision;
  const scaled = Math.abs(value) * factor;
  // Nudge by a relative epsilon so 1.005 (stored as 1.00499…) rounds the way it is written.
  const rounded = Math.round(scaled * (1 + Number.EPSILON)) / factor;
  return Math.sign(value) * rounded || 0;
}

/** PHP number_format(): fixed decimals, a decimal point and a thousands separator. */
export function formatNumber(value: number, decimals: number, point: string, thousands: string): string {
  const fixed = roundHalfAway(value, decimals).toFixed(Math.max(0, decimals));
  const [whole, fraction] = fixed.replace('-', '').split('.');
  assertLength(fixed.length + point.length + Math.floor((whole.length - 1) / 3) * thousands.length);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${value < 0 && Number(fixed) !== 0 ? '-' : ''}${grouped}${fraction ? point + fraction : ''}`;
}

const variable = param('variable', 'number');

/** The Math group; add, subtract, multiply, divide and modulo are the infix math operators (operators.ts). */
export const mathOperations: OperationInput[] = [
  {
    id: 'round',
    group: 'math',
    label: 'Round',
    result: 'number',
    parameters: [variable, param('precision', 'number', 0)],
    run: (args) => roundHalfAway(num(args, 0), toInteger(args[1])),
  },
  { id: 'floor', group: 'math', label: 'Round down', result: 'number', parameters: [variable], run: (args) => Math.floor(num(args, 0)) },
  { id: 'ceil', group: 'math', label: 'Round up', result: 'number', parameters: [variable], run: (args) => Math.ceil(num(args, 0)) },
  { id: 'abs', group: 'math', label: 'Absolute value', result: 'number', parameters: [variable], run: (args) => Math.abs(num(args, 0)) },
  {
    id: 'min',
    group: 'math',
    label: 'Smaller of',
    result: 'number',
    parameters: [variable, param('value', 'number', 0, { variadic: true })],
    run: (args) => Math.min(...args.map(toNumber)),
  },
  {
    id: 'max',
    group: 'math',
    label: 'Larger of',
    result: 'number',
    parameters: [variable, param('value', 'number', 0, { variadic: true })],
    run: (args) => Math.max(...args.map(toNumber)),
  },
  {
    id: 'power',
    group: 'math',
    label: 'Power',
    result: 'number',
    parameters: [variable, param('exponent', 'number', 2)],
    run: (args) => finite(num(args, 0) ** num(args, 1), `${toText(args[0])} ^ ${toText(args[1])}`),
  },
  {
    id: 'square_root',
    group: 'math',
    label: 'Square root',
    result: 'number',
    parameters: [variable],
    run: (args) => finite(Math.sqrt(num(args, 0)), `√${toText(args[0])}`),
  },
  {
    id: 'to_number',
    group: 'math',
    label: 'To number',
    result: 'number',
    parameters: [param('variable', 'string')],
    run: (args) => num(args, 0),
  },
  {
    id: 'format_number',
    group: 'math',
    label: 'Format number',
    result: 'string',
    parameters: [
      variable,
      param('decimals', 'number', 2),
      param('decimal_point', 'string', '.'),
      param('thousands_separator', 'string', ','),
    ],
    run: (args) => formatNumber(num(args, 0), Math.max(0, Math.min(toInteger(args[1]), 20)), toText(args[2]), toText(args[3])),
  },
  {
    id: 'random_number',
    group: 'math',
    label: 'Random number',
    result: 'number',
    parameters: [param('min', 'number', 0), param('max', 'number', 100)],
    run: (args, ctx) => {
      const low = Math.ceil(Math.min(num(args, 0), num(args, 1)));
      const high = Math.floor(Math.max(num(args, 0), num(args, 1)));
      return low + Math.floor(ctx.random() * (high - low + 1));
    },
  },
];

/**
 * The Logical group. Comparisons and the conditions operation (AND / OR) are AST nodes of their own; ternary
 * is evaluated lazily by the evaluator (only the chosen value is computed), its run() serves eager callers.
 */
export const logicalOperations: OperationInput[] = [
  {
    id: 'ternary',
    group: 'logical',
    label: 'If … then … else',
    result: 'any',
    parameters: [param('variable', 'boolean'), param('then', 'any', ''), param('else', 'any', '')],
    run: (args) => (toBoolean(args[0]) ? args[1] : args[2]),
  },
  {
    id: 'not',
    group: 'logical',
    label: 'Not',
    result: 'boolean',
    parameters: [param('variable', 'boolean')],
    run: (args) => !toBoolean(args[0]),
  },
  {
    id: 'is_empty',
    group: 'logical',
    label: 'Is empty',
    result: 'boolean',
    parameters: [param('variable', 'any')],
    run: (args) => {
      const v = args[0];
      if (Array.isArray(v)) return v.length === 0;
      if (v !== null && typeof v === 'object') return Object.keys(v).length === 0;
      return toText(v).trim() === '';
    },
  },
  {
    id: 'is_number',
    group: 'logical',
    label: 'Is a number',
    result: 'boolean',
    parameters: [param('variable', 'any')],
    run: (args) => {
      try {
        return args[0] !== null && toText(args[0]).trim() !== '' && typeof args[0] !== 'boolean' && Number.isFinite(toNumber(args[0]));
      } catch {
        return false;
      }
    },
  },
  {
    id: 'in_list',
    group: 'logical',
    label: 'Is in list',
    result: 'boolean',
    parameters: [param('variable', 'string'), param('list', 'string', ''), param('separator', 'string', ',')],
    run: (args) => {
      const separator = toText(args[2]) || ',';
      const items = Array.isArray(args[1]) ? args[1].map(toText) : toText(args[1]).split(separator);
      return items.map((item) => item.trim()).includes(toText(args[0]).trim());
    },
  },
];
