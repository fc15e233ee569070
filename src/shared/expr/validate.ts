import { fill, messages } from '../messages';
import type { ContentModel, Diagnostic } from '../plugin-api/types';
import { isTimeZone, parseDate } from './dates';
import { type TypeLookups, staticOperandType, staticTypeOf } from './infer';
import { keywordFinderOperations, operationById, parameterLabels, type ExprMode, type Operation, type Parameter } from './operations';
import { isOperatorAllowed } from './operators';
import { compileRegex } from './regex';
import { maxDepth, type Expr } from './types';
import { isNumeric } from './values';
import { depthOf, joinPath, walk } from './walk';

export interface ExprValidateOptions extends TypeLookups {
  /** Where the builder is used; decides which operations are available (default: the variable node). */
  mode?: ExprMode;
  /** Whether a variable or JavaScript function exists; a node passes its ValidateContext.exists. */
  exists?(model: ContentModel, id: number): boolean | undefined;
  /** A JavaScript function's name and parameter count, when known. */
  functionInfo?(id: number): { name: string; parameters: number } | undefined;
  /** The config path of the expression; diagnostics extend it ('condition.left.args.0'). */
  path?: string;
}

const error = (path: string, message: string): Diagnostic => ({ path, message, severity: 'error' });
const warning = (path: string, message: string): Diagnostic => ({ path, message, severity: 'warning' });
const paramLabel = (p: Parameter) => parameterLabels[p.name] ?? p.name;
const isBlank = (e: Expr | undefined) =>
  !e || (e.kind === 'literal' && (e.value === null || (typeof e.value === 'string' && e.value.trim() === '')));

/** Type and value checks of one argument, as far as they can be told without running it. */
function checkArgument(op: Operation, p: Parameter, arg: Expr, path: string, lookups: TypeLookups): Diagnostic[] {
  const names = { operation: op.label.default, parameter: paramLabel(p) };
  const type = staticTypeOf(arg, lookups);
  const literal = arg.kind === 'literal' ? arg.value : undefined;
  if (p.type === 'number') {
    const wrong = type === 'boolean' || type === 'json' || (typeof literal === 'string' && literal.trim() !== '' && !isNumeric(literal));
    if (wrong) return [error(path, fill(messages.expr.parameterType, { ...names, expected: 'a number' }))];
  }
  if (typeof literal !== 'string' || literal.trim() === '') return [];
  if (p.options && !p.options.includes(literal))
    return [error(path, fill(messages.expr.parameterOption, { ...names, options: p.options.join(', ') }))];
  if (p.name === 'pattern') {
    const compiled = compileRegex(literal);
    if (!compiled.ok) return [error(path, compiled.message)];
  }
  if (p.name === 'timezone' && !isTimeZone(literal.trim())) return [error(path, fill(messages.expr.invalidTimezone, { value: literal }))];
  if (p.type === 'date') {
    try {
      parseDate(literal, 0);
    } catch {
      return [error(path, fill(messages.expr.invalidDate, { value: literal }))];
    }
  }
  return [];
}

function checkCall(expr: Extract<Expr, { kind: 'call' }>, path: string, options: ExprValidateOptions, mode: ExprMode): Diagnostic[] {
  const op = operationById(expr.op);
  if (!op) return [error(path, fill(messages.expr.unknownOperationId, { operation: expr.op }))];
  if (op.hiddenIn.includes(mode)) {
    const message =
      mode === 'keyword_finder'
        ? fill(messages.expr.keywordFinderOnly, { list: keywordFinderOperations.join(', ') })
        : fill(messages.expr.hiddenOperation, { operation: op.label.default });
    return [error(path, message)];
  }
  const out: Diagnostic[] = [];
  const last = op.parameters[op.parameters.length - 1];
  if (expr.args.length > op.parameters.length && !last?.variadic) {
    out.push(error(path, fill(messages.expr.tooManyArguments, { operation: op.label.default, max: op.parameters.length })));
  }
  op.parameters.forEach((p, i) => {
    const argPath = joinPath(path, `args.${i}`);
    if (p.required && isBlank(expr.args[i]))
      out.push(error(argPath, fill(messages.expr.requiredParameter, { operation: op.label.default, parameter: paramLabel(p) })));
  });
  expr.args.forEach((arg, i) => {
    const p = op.parameters[Math.min(i, op.parameters.length - 1)];
    if (p && (i < op.parameters.length || p.variadic)) out.push(...checkArgument(op, p, arg, joinPath(path, `args.${i}`), options));
  });
  return out;
}

function checkNode(expr: Expr, path: string, options: ExprValidateOptions, mode: ExprMode): Diagnostic[] {
  if (mode === 'keyword_finder' && !['literal', 'variable', 'call'].includes(expr.kind)) {
    return [error(path, fill(messages.expr.keywordFinderOnly, { list: keywordFinderOperations.join(', ') }))];
  }
  switch (expr.kind) {
    case 'variable':
      return options.exists?.('variable', expr.id) === false ? [error(path, fill(messages.expr.unknownVariable, { id: expr.id }))] : [];
    case 'function': {
      if (options.exists?.('javascript_function', expr.id) === false)
        return [error(path, fill(messages.expr.unknownFunction, { id: expr.id }))];
      const info = options.functionInfo?.(expr.id);
      return info && expr.args.length > info.parameters
        ? [warning(path, fill(messages.expr.functionArguments, { name: info.name, max: info.parameters }))]
        : [];
    }
    case 'compare': {
      const type = staticOperandType(expr, options);
      return type && !isOperatorAllowed(expr.operator, type) ? [error(joinPath(path, 'operator'), messages.expr.booleanOperators)] : [];
    }
    case 'math':
      return (['left', 'right'] as const)
        .filter((side) => {
          const operand = expr[side];
          const type = staticTypeOf(operand, options);
          return (
            type === 'boolean' ||
            type === 'json' ||
            (operand.kind === 'literal' && typeof operand.value === 'string' && !isNumeric(operand.value))
          );
        })
        .map((side) => error(joinPath(path, side), messages.expr.mathOperand));
    case 'call':
      return checkCall(expr, path, options, mode);
    default:
      return [];
  }
}

/**
 * The builder's rules over an expression: operations exist and are offered in the mode (the keyword finder
 * allows only its list), required parameters are filled, literal arguments fit their parameter (numbers,
 * options, regexes with the spec's flags, time zones, dates), comparisons use operators their type allows
 * (Boolean: only Equal To and Not Equal To), math works on numbers, and variables and JavaScript functions
 * exist. Diagnostics carry the path of the offending node below `options.path`.
 */
export function validateExpression(ast: Expr, options: ExprValidateOptions = {}): Diagnostic[] {
  const base = options.path ?? '';
  if (depthOf(ast) > maxDepth) return [error(base, fill(messages.expr.tooDeep, { max: maxDepth }))];
  const mode = options.mode ?? 'variable';
  const out: Diagnostic[] = [];
  walk(ast, (node, path) => out.push(...checkNode(node, path, options, mode)), base);
  return out;
}
