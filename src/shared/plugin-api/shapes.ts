import { z } from 'zod';
import { hasFeature } from '../access/permissions';
import { uniqueRefs, variableIdsInText } from './content-fields';
import { between, contentId, textWithVariables } from './fields';
import { OTHERWISE } from './catalogue';
import { suggestFromSetting, type SettingSuggestions } from './suggestions';
import type { Branch, ContentModel, ContentRef, Diagnostic, ValidateContext } from './types';
import { checkRef, checkRequiredText, checkTextVariables, checkUnique, error, variableRefsInText } from './validate';

/**
 * Shapes that several node types share (a value stored into a variable, a name with a value, an HTTP request,
 * a phone destination, skills, success/failure branches), each with its check and its references.
 */

/** Diagnostic texts of the shared shapes (our own wording; the spec does not word node validation). */
export const shapeTexts = {
  atLeastOne: 'Add at least one :item.',
  url: ':field must be a full http:// or https:// address.',
  profileUrl:
    ":field must be a path joined to the web-service profile's base URL (customers/{{12}}), or a full http:// or https:// address.",
  bodyNotAllowed: 'A :method request cannot send a body.',
  headerName: 'A header name may contain only letters, digits and dashes.',
  email: "':value' is not a valid email address.",
  notEnabled: ':field is not enabled for this account.',
  reserved: 'Otherwise is reserved for the default branch.',
  timeZone: "':value' is not a known time zone.",
} as const;

export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/:([a-z]+)/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/* ---------- references ---------- */

/** One reference, or none while the id is not chosen. */
export const ref = (model: ContentModel, id: number | null | undefined): ContentRef[] =>
  id === null || id === undefined ? [] : [{ model, id }];

/** The variables that texts reference as {{id}}, each once. */
export const textRefs = (...texts: readonly string[]): ContentRef[] => uniqueRefs(texts.flatMap(variableRefsInText));

/** An error when a list is empty. */
export const checkNotEmpty = (list: readonly unknown[], path: string, item: string): Diagnostic[] =>
  list.length === 0 ? [error(path, fillText(shapeTexts.atLeastOne, { item }))] : [];

/** A setting that needs a plan feature or feature flag the account does not have. */
export function checkFeature(ctx: ValidateContext, feature: string, used: boolean, path: string, field: string): Diagnostic[] {
  return used && !hasFeature(ctx.features, feature) ? [error(path, fillText(shapeTexts.notEnabled, { field }))] : [];
}

/* ---------- values stored into variables ---------- */

/**
 * Where a value comes from (a JSON path of a response, a column, a form field, a returned key) and the variable it goes
 * to. `sources` suggests the source from the item another setting names (a form type's fields): it stays free text.
 */
export const intoVariable = (sources?: SettingSuggestions) => {
  const source = z.string().trim().max(500).default('');
  return z.object({ source: sources ? suggestFromSetting(source, sources) : source, variable_id: contentId('variable') });
};
export const intoVariables = (max = 50, sources?: SettingSuggestions) => z.array(intoVariable(sources)).max(max).default([]);
export type IntoVariable = z.output<ReturnType<typeof intoVariable>>;

export function checkIntoVariables(ctx: ValidateContext, list: readonly IntoVariable[], path: string, sourceField: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  list.forEach((m, i) => {
    out.push(...checkRequiredText(m.source, `${path}.${i}.source`, sourceField));
    out.push(...checkRef(ctx, 'variable', m.variable_id, `${path}.${i}.variable_id`, 'Variable'));
  });
  const chosen = list.map((m, i) => [m.variable_id, i] as const).filter(([id]) => id !== null);
  out.push(
    ...checkUnique(
      chosen.map(([id]) => String(id)),
      (j) => `${path}.${chosen[j][1]}.variable_id`,
      'Variable',
    ),
  );
  return out;
}

/* ---------- names with values ---------- */

/** A name and a value that may reference variables as {{id}}: a header, a parameter, a column value, a call variable. */
export const namedValue = () => z.object({ name: z.string().trim().max(200).default(''), value: textWithVariables(2000) });
export const namedValues = (max = 30) => z.array(namedValue()).max(max).default([]);
export type NamedValue = z.output<ReturnType<typeof namedValue>>;

export function checkNamedValues(
  ctx: ValidateContext,
  list: readonly NamedValue[],
  path: string,
  nameField: string,
  namePattern?: { re: RegExp; message: string },
): Diagnostic[] {
  const out: Diagnostic[] = [];
  list.forEach((v, i) => {
    if (v.name === '') out.push(...checkRequiredText(v.name, `${path}.${i}.name`, nameField));
    else if (namePattern && !namePattern.re.test(v.name)) out.push(error(`${path}.${i}.name`, namePattern.message));
    out.push(...checkTextVariables(ctx, v.value, `${path}.${i}.value`));
  });
  out.push(
    ...checkUnique(
      list.map((v) => v.name.toLowerCase()),
      (i) => `${path}.${i}.name`,
      nameField,
    ),
  );
  return out.filter((d, i, all) => all.findIndex((x) => x.path === d.path) === i);
}

/* ---------- HTTP request ---------- */

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const headerName = { re: /^[A-Za-z0-9-]+$/, message: shapeTexts.headerName };

export const httpRequest = () =>
  z
    .object({
      method: z.enum(httpMethods).default('GET'),
      /** May reference variables as {{id}}, e.g. https://crm.example.com/customers/{{12}}. */
      url: textWithVariables(2048),
      headers: namedValues(30),
      body: textWithVariables(20_000),
      timeout_seconds: between(1, 60, 10),
    })
    .prefault({});
export type HttpRequest = z.output<ReturnType<typeof httpRequest>>;

/** Whether text (with each {{id}} standing for a value) is an absolute http(s) address. Text that starts with a variable is not judged. */
export function isHttpUrl(text: string): boolean {
  const value = text.trim();
  if (value.startsWith('{{')) return true;
  if (!/^https?:\/\/[^\s/?#{}]/i.test(value)) return false;
  try {
    new URL(value.replace(/\{\{\s*-?\d+\s*\}\}/g, 'x'));
    return true;
  } catch {
    return false;
  }
}

/** A path (with its query) a web-service profile's base URL is joined to: no scheme, no host, no spaces; {{id}} allowed. */
export function isProfilePath(text: string): boolean {
  const value = text.trim().replace(/\{\{\s*-?\d+\s*\}\}/g, 'x');
  return !/\s/.test(value) && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) && !value.startsWith('//');
}

/**
 * An HTTP request's checks. With `profile` (the step uses a web-service profile) the URL may be left empty (the
 * profile's base URL) or be a path joined to it; a full address is used as written.
 */
export function checkHttpRequest(
  ctx: ValidateContext,
  request: HttpRequest,
  path: string,
  options: { profile?: boolean } = {},
): Diagnostic[] {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const out: Diagnostic[] = [];
  if (options.profile) {
    if (!isHttpUrl(request.url) && !isProfilePath(request.url))
      out.push(error(at('url'), fillText(shapeTexts.profileUrl, { field: 'URL' })));
  } else if (request.url.trim() === '') out.push(...checkRequiredText(request.url, at('url'), 'URL'));
  else if (!isHttpUrl(request.url)) out.push(error(at('url'), fillText(shapeTexts.url, { field: 'URL' })));
  out.push(...checkTextVariables(ctx, request.url, at('url')));
  out.push(...checkNamedValues(ctx, request.headers, at('headers'), 'Header name', headerName));
  if ((request.method === 'GET' || request.method === 'DELETE') && request.body.trim() !== '') {
    out.push(error(at('body'), fillText(shapeTexts.bodyNotAllowed, { method: request.method })));
  }
  out.push(...checkTextVariables(ctx, request.body, at('body')));
  return out;
}

/* ---------- email addresses ---------- */

const email = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Comma- or semicolon-separated addresses; entries that are variables ({{id}}) are checked to exist. */
export function checkEmailList(ctx: ValidateContext, value: string, path: string, field: string, required: boolean): Diagnostic[] {
  const entries = value
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return required ? checkRequiredText('', path, field) : [];
  const bad = entries.find((e) => variableIdsInText(e).length === 0 && !email.test(e));
  return [...(bad ? [error(path, fillText(shapeTexts.email, { value: bad }))] : []), ...checkTextVariables(ctx, value, path)];
}

/* ---------- branches ---------- */

export const outcomeKeys = { success: 'success', failure: 'failure' } as const;

/**
 * The two outcome branches of a step that can fail (a request, a lookup, a payment): stable keys success and
 * failure, labels per type. Both are removable conditions: only Otherwise is not.
 */
export const outcomeBranches = (success = 'Success', failure = 'Failure'): Branch[] => [
  { key: outcomeKeys.success, label: success, removable: true },
  { key: outcomeKeys.failure, label: failure, removable: true },
];

/** A list entry that becomes a branch: a stable key (kept when the entry is renamed or moved) and its label. */
export interface KeyedEntry {
  key: string;
  label: string;
}

/** At least one entry (unless `optional`), keys unique, labels given and unique, and neither may be Otherwise (the default branch's). */
export function checkKeyedEntries(list: readonly KeyedEntry[], path: string, item: string, { optional = false } = {}): Diagnostic[] {
  const out = optional ? [] : checkNotEmpty(list, path, item.toLowerCase());
  out.push(
    ...checkUnique(
      list.map((e) => e.key),
      (i) => `${path}.${i}.key`,
      `${item} key`,
    ),
  );
  out.push(
    ...checkUnique(
      list.map((e) => e.label.trim().toLowerCase()),
      (i) => `${path}.${i}.label`,
      `${item} label`,
    ),
  );
  list.forEach((e, i) => {
    if (e.key === OTHERWISE.key) out.push(error(`${path}.${i}.key`, shapeTexts.reserved));
    if (e.label.trim().toLowerCase() === OTHERWISE.label.toLowerCase()) out.push(error(`${path}.${i}.label`, shapeTexts.reserved));
    out.push(...checkRequiredText(e.label, `${path}.${i}.label`, 'Label'));
  });
  return out.filter((d, i, all) => all.findIndex((x) => x.path === d.path) === i);
}

/** One removable branch per entry, then Otherwise when the step has a default path. */
export const keyedBranches = (list: readonly KeyedEntry[], otherwise = true): Branch[] => [
  ...list.map((e) => ({ key: e.key, label: e.label, removable: true })),
  ...(otherwise ? [{ ...OTHERWISE }] : []),
];

/* ---------- time zones ---------- */

/** An IANA time zone name (Europe/Berlin); the step's clock runs in it. */
export const timeZone = () => z.string().trim().max(64).default('UTC');

export function checkTimeZone(value: string, path: string): Diagnostic[] {
  if (value === '') return checkRequiredText(value, path, 'Time zone');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return [];
  } catch {
    return [error(path, fillText(shapeTexts.timeZone, { value }))];
  }
}

/** The branches of a step that tells whether the business is open: stable keys open and closed. */
export const openClosedBranches = (): Branch[] => [
  { key: 'open', label: 'Open', removable: true },
  { key: 'closed', label: 'Closed', removable: true },
];

/* ---------- generative AI ---------- */

/** AI action types (spec 2 §9), with the names the spec shows for them. */
export const aiActionTypes = ['dialogflow', 'open_ai', 'five9_wfa'] as const;
export const aiActionTypeLabels: Record<(typeof aiActionTypes)[number], string> = {
  dialogflow: 'Dialogflow',
  open_ai: 'Generative AI',
  five9_wfa: 'Five9 WFA',
};
/** AI prompt modes (spec 2 §9). */
export const aiPromptModes = ['detect_intent', 'summary', 'custom_prompt', 'datastore_faq'] as const;
