import { limits } from '../limits';
import { messages } from '../messages';
import { defaultDateFormat, formatDate, nowWord, parseDate } from './dates';
import { arrayLength, getElement, xsiEventProperty } from './json';
import {
  param,
  skillStatistics,
  type ContactCenterData,
  type OperationInput,
  type RunContext,
  type SkillStatistic,
} from './operation-types';
import { ExprError, toJson, toText, type Value } from './values';

const str = (args: Value[], i: number) => toText(args[i]);

function contactCenter(ctx: RunContext): ContactCenterData {
  if (!ctx.contactCenter) throw new ExprError(messages.expr.contactCenterUnavailable);
  return ctx.contactCenter;
}

/** Skills as a list: a JSON list, or names separated by commas. */
export function skillList(value: Value): string[] {
  const items = Array.isArray(value) ? value.map(toText) : toText(value).split(',');
  return items.map((s) => s.trim()).filter(Boolean);
}

const skills = param('skills', 'string');

/** Contact-center functions: read the contact-center platform through the injected ContactCenterData. */
export const contactCenterOperations: OperationInput[] = [
  {
    id: 'queue_wait_time',
    group: 'contact_center',
    label: 'Queue wait time',
    result: 'number',
    contactCenterOnly: true,
    parameters: [skills],
    run: (args, ctx) => contactCenter(ctx).queueWaitTime(skillList(args[0])),
  },
  {
    id: 'skill_statistics',
    group: 'contact_center',
    label: 'Skill statistics',
    result: 'number',
    contactCenterOnly: true,
    parameters: [skills, param('statistic', 'string', 'calls_in_queue', { options: skillStatistics })],
    run: (args, ctx) => contactCenter(ctx).skillStatistic(skillList(args[0]), str(args, 1) as SkillStatistic),
  },
  {
    id: 'user_lookup',
    group: 'contact_center',
    label: 'User lookup',
    result: 'json',
    contactCenterOnly: true,
    parameters: [param('username', 'string')],
    run: (args, ctx) => contactCenter(ctx).lookupUser({ username: str(args, 0).trim() }),
  },
  {
    id: 'user_lookup_by_extension',
    group: 'contact_center',
    label: 'User lookup by extension',
    result: 'json',
    contactCenterOnly: true,
    parameters: [param('extension', 'string')],
    run: (args, ctx) => contactCenter(ctx).lookupUser({ extension: str(args, 0).trim() }),
  },
  {
    id: 'skill_lookup',
    group: 'contact_center',
    label: 'Skill lookup',
    result: 'json',
    contactCenterOnly: true,
    parameters: [param('name', 'string')],
    run: (args, ctx) => contactCenter(ctx).lookupSkill(str(args, 0).trim()),
  },
  {
    id: 'disposition_lookup',
    group: 'contact_center',
    label: 'Disposition lookup',
    result: 'json',
    contactCenterOnly: true,
    parameters: [param('name', 'string')],
    run: (args, ctx) => contactCenter(ctx).lookupDisposition(str(args, 0).trim()),
  },
];

/** Premium: the number type of a phone number, from the injected premium lookup. */
export const premiumOperations: OperationInput[] = [
  {
    id: 'get_number_type',
    group: 'premium',
    label: 'Get number type',
    result: 'string',
    parameters: [param('variable', 'string')],
    run: (args, ctx) => {
      if (!ctx.numberType) throw new ExprError(messages.expr.numberTypeUnavailable);
      return ctx.numberType(str(args, 0).trim());
    },
  },
];

/** JSON (spec 2 §9): decode, get element, array length, XSI event property. */
export const jsonOperations: OperationInput[] = [
  {
    id: 'json_decode',
    group: 'json',
    label: 'Decode',
    result: 'json',
    parameters: [param('variable', 'string')],
    run: (args) => toJson(args[0]),
  },
  {
    id: 'json_get_element',
    group: 'json',
    label: 'Get element',
    result: 'any',
    parameters: [param('variable', 'json'), param('path', 'string', '')],
    run: (args) => getElement(args[0], str(args, 1)),
  },
  {
    id: 'json_array_length',
    group: 'json',
    label: 'Array length',
    result: 'number',
    parameters: [param('variable', 'json'), param('path', 'string', '')],
    run: (args) => arrayLength(args[0], str(args, 1)),
  },
  {
    id: 'xsi_event_property',
    group: 'json',
    label: 'XSI event property',
    result: 'any',
    parameters: [param('variable', 'json'), param('name', 'string')],
    run: (args) => xsiEventProperty(args[0], str(args, 1)),
  },
];

const dateOf = (value: Value, ctx: RunContext, zone = ctx.timeZone) =>
  typeof value === 'number' ? value * 1000 : parseDate(toText(value) || nowWord, ctx.now(), zone);

/** Others (spec 2 §9): date time, date time in timezone, string to timestamp. */
export const otherOperations: OperationInput[] = [
  {
    id: 'date_time',
    group: 'others',
    label: 'Date time',
    result: 'string',
    parameters: [param('format', 'string', defaultDateFormat), param('date', 'date', nowWord)],
    run: (args, ctx) => formatDate(str(args, 0), dateOf(args[1], ctx), ctx.timeZone),
  },
  {
    id: 'date_time_in_timezone',
    group: 'others',
    label: 'Date time in timezone',
    result: 'string',
    parameters: [
      param('format', 'string', defaultDateFormat),
      param('date', 'date', nowWord),
      param('timezone', 'string', limits.defaultTimezone),
    ],
    run: (args, ctx) => {
      const zone = str(args, 2).trim() || limits.defaultTimezone;
      return formatDate(str(args, 0), dateOf(args[1], ctx), zone);
    },
  },
  {
    id: 'string_to_timestamp',
    group: 'others',
    label: 'String to timestamp',
    result: 'number',
    parameters: [param('variable', 'date')],
    run: (args, ctx) => Math.floor(dateOf(args[0], ctx) / 1000),
  },
];
