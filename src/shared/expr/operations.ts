import { contactCenterOperations, jsonOperations, otherOperations, premiumOperations } from './ops-data';
import { logicalOperations, mathOperations } from './ops-math-logic';
import { stringOperations } from './ops-string';
import { groupLabels, operationGroups, type ExprMode, type Operation, type OperationGroup, type OperationInput } from './operation-types';
import type { CallExpr, Expr } from './types';
import { lit } from './types';

export * from './operation-types';

/** The only operations the keyword finder offers (spec 2 §5). */
export const keywordFinderOperations = [
  'extract_email',
  'extract_number_fixed',
  'extract_number_min_max',
  'extract_letter_fixed',
  'extract_letter_min_max',
  'regex',
  'matches_regex',
] as const;

/**
 * The spec hides lpad, rpad and ternary in one mode and the contact-center-only operations in another (2 §5).
 * The decision node hides the first set (it branches itself and compares values, so padding a value and
 * choosing between two are the variable node's work); the variable node hides the contact-center reads
 * (queue wait time, skill statistics and the lookups decide routing in the decision node).
 */
export const hiddenInDecision = ['lpad', 'rpad', 'ternary'] as const;
export const contactCenterHiddenIn: ExprMode = 'variable';

const keywordSet = new Set<string>(keywordFinderOperations);
const decisionSet = new Set<string>(hiddenInDecision);

function finish(input: OperationInput): Operation {
  const contactCenterOnly = input.contactCenterOnly ?? false;
  const hiddenIn: ExprMode[] = [];
  if (contactCenterOnly) hiddenIn.push(contactCenterHiddenIn);
  if (decisionSet.has(input.id)) hiddenIn.push('decision');
  if (!keywordSet.has(input.id)) hiddenIn.push('keyword_finder');
  return {
    ...input,
    label: { key: `expr.ops.${input.id}`, default: input.label },
    contactCenterOnly,
    hiddenIn,
  };
}

/** Every operation of the builder, grouped in the spec's order. */
export const operations: readonly Operation[] = [
  ...stringOperations,
  ...contactCenterOperations,
  ...mathOperations,
  ...logicalOperations,
  ...premiumOperations,
  ...jsonOperations,
  ...otherOperations,
].map(finish);

const byId = new Map(operations.map((op) => [op.id, op]));
if (byId.size !== operations.length) throw new Error('Expression operations must have unique ids');

export const operationById = (id: string): Operation | undefined => byId.get(id);

export const isHidden = (op: Operation, mode: ExprMode) => op.hiddenIn.includes(mode);

/** The operations the builder offers in a mode, in catalogue order. */
export const operationsFor = (mode: ExprMode): Operation[] => operations.filter((op) => !isHidden(op, mode));

/** Group label: an i18n key in the 'flow' namespace and the English text. */
export const groupLabel = (group: OperationGroup) => ({ key: `expr.groups.${group}`, default: groupLabels[group] });

/** The groups and their operations offered in a mode; the JavaScript Function group lists content, not operations. */
export function groupedOperations(mode: ExprMode): { group: OperationGroup; operations: Operation[] }[] {
  const offered = operationsFor(mode);
  return operationGroups
    .map((group) => ({ group, operations: offered.filter((op) => op.group === group) }))
    .filter((entry) => entry.operations.length > 0 || (entry.group === 'javascript_function' && mode !== 'keyword_finder'));
}

/** A parameter's label key in the 'flow' namespace. */
export const parameterLabelKey = (name: string) => `expr.params.${name}`;

/** A new call as the builder adds it: required parameters empty, every other parameter at its default. */
export function newCall(id: string, ...given: Expr[]): CallExpr {
  const op = byId.get(id);
  if (!op) throw new Error(`Unknown operation '${id}'`);
  const args = op.parameters.map((p, i) => given[i] ?? lit(p.required ? '' : (p.default ?? null)));
  return { kind: 'call', op: id, args: [...args, ...given.slice(op.parameters.length)] };
}
