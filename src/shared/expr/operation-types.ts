import type { LiteralValue, ValueType } from './types';
import type { Value } from './values';

/** The operation groups of the builder, in the spec's order (2 §9). */
export const operationGroups = ['string', 'contact_center', 'math', 'logical', 'premium', 'javascript_function', 'json', 'others'] as const;
export type OperationGroup = (typeof operationGroups)[number];

export const groupLabels: Record<OperationGroup, string> = {
  string: 'String',
  contact_center: 'Contact-center functions',
  math: 'Math',
  logical: 'Logical',
  premium: 'Premium',
  javascript_function: 'JavaScript Function',
  json: 'JSON',
  others: 'Others',
};

/** Where the builder is used: the variable node, the decision node and the keyword finder. */
export const exprModes = ['variable', 'decision', 'keyword_finder'] as const;
export type ExprMode = (typeof exprModes)[number];

/** Parameters the builder requires wherever they appear (spec 2 §5); every other parameter has a default. */
export const requiredParameterNames = ['variable', 'username', 'name', 'extension', 'skills', 'operator'] as const;

export interface Parameter {
  name: string;
  type: ValueType;
  required: boolean;
  /** The value used when the argument is left out (undefined only for required parameters). */
  default?: LiteralValue;
  /** The only values the parameter takes. */
  options?: readonly string[];
  /** The last parameter may repeat (concat takes any number of values). */
  variadic?: boolean;
}

/** Statistics a skill statistics call can read. */
export const skillStatistics = [
  'calls_in_queue',
  'longest_wait_time',
  'agents_logged_in',
  'agents_ready',
  'agents_on_call',
  'agents_not_ready',
] as const;
export type SkillStatistic = (typeof skillStatistics)[number];

/** The contact-center platform, as the runtime (or the simulator) provides it. */
export interface ContactCenterData {
  /** Expected wait in seconds for a call needing the skills. */
  queueWaitTime(skills: string[]): number | Promise<number>;
  skillStatistic(skills: string[], statistic: SkillStatistic): number | Promise<number>;
  /** The user record, null when there is none. */
  lookupUser(query: { username?: string; extension?: string }): Value | Promise<Value>;
  lookupSkill(name: string): Value | Promise<Value>;
  lookupDisposition(name: string): Value | Promise<Value>;
}

/** What an operation may use besides its arguments. Everything is injected, so evaluation stays pure. */
export interface RunContext {
  /** The current time, in milliseconds since 1970. */
  now(): number;
  /** The account's IANA time zone; 'Now' and dates without an offset are read in it. */
  timeZone: string;
  /** A number in [0, 1). */
  random(): number;
  contactCenter?: ContactCenterData;
  /** The premium number type lookup ('mobile', 'landline', 'toll_free', 'voip', ...). */
  numberType?(phoneNumber: string): string | Promise<string>;
}

export interface Operation {
  id: string;
  group: OperationGroup;
  /** i18n key in the 'flow' namespace and the English text. */
  label: { key: string; default: string };
  parameters: readonly Parameter[];
  result: ValueType;
  /** Contact-center-only operations (queue wait time, skill statistics, user, skill and disposition lookups). */
  contactCenterOnly: boolean;
  /** The modes in which the builder does not offer the operation. */
  hiddenIn: readonly ExprMode[];
  /** Arguments arrive with the defaults filled in. */
  run(args: Value[], ctx: RunContext): Value | Promise<Value>;
}

export type OperationInput = Omit<Operation, 'label' | 'hiddenIn' | 'contactCenterOnly' | 'parameters'> & {
  label: string;
  parameters: readonly Parameter[];
  contactCenterOnly?: boolean;
};

/** A parameter; required exactly when its name is one of the spec's required parameters. */
export function param(name: string, type: ValueType, defaultValue?: LiteralValue, extra: Partial<Parameter> = {}): Parameter {
  const required = (requiredParameterNames as readonly string[]).includes(name);
  return { name, type, required, ...(required ? {} : { default: defaultValue ?? null }), ...extra };
}

/** English labels of the parameters (i18n keys expr.params.<name> in the 'flow' namespace). */
export const parameterLabels: Record<string, string> = {
  variable: 'Variable',
  username: 'Username',
  name: 'Name',
  extension: 'Extension',
  skills: 'Skills',
  operator: 'Operator',
  value: 'Value',
  start: 'Start',
  length: 'Length',
  search: 'Search',
  replacement: 'Replacement',
  characters: 'Characters',
  pad: 'Pad with',
  separator: 'Separator',
  min: 'Minimum',
  max: 'Maximum',
  pattern: 'Pattern',
  precision: 'Precision',
  exponent: 'Exponent',
  decimals: 'Decimals',
  decimal_point: 'Decimal point',
  thousands_separator: 'Thousands separator',
  then: 'Then',
  else: 'Else',
  list: 'List',
  statistic: 'Statistic',
  path: 'Path',
  format: 'Format',
  date: 'Date',
  timezone: 'Timezone',
};
