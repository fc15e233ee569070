import type { EntityMeta, EntityField } from '@shared/entities/define';
import { validationMessage } from '@shared/validation-words';
import type { EntityRow } from './api';
import { entityInSentence } from './i18n';

/** The panel's draft: one string per form field (dotted fields read from their settings object). */
export type Draft = Record<string, string>;

const read = (row: EntityRow | null, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), row ?? undefined);

/** The fields a form shows: the provider choice only when creating at system scope (a create-only field shows read-only afterwards). */
export const formFields = (d: EntityMeta, creating: boolean, system: boolean): EntityField[] =>
  d.form.filter((f) => f.kind !== 'provider' || (creating && system));

export function draftOf(fields: EntityField[], row: EntityRow | null): Draft {
  return Object.fromEntries(
    fields.map((f) => {
      const value = read(row, f.field);
      if (f.kind === 'users' && Array.isArray(value)) return [f.field, value.join(',')];
      if (value !== null && value !== undefined) return [f.field, typeof value === 'object' ? JSON.stringify(value) : String(value)];
      if (!row && f.initial !== undefined) return [f.field, f.initial];
      return [f.field, f.kind === 'select' && !f.optional ? (f.options?.[0] ?? '') : ''];
    }),
  );
}

/** The create action's words: 'Create Account', or the entity's own ('Invite user'). */
export const createTitle = (d: EntityMeta, t: (key: string, values?: Record<string, unknown>) => string): string =>
  d.palette.createTitle ? t(d.palette.createTitle) : t('panel.create', { title: entityInSentence(t, d).one });

/** The request field a form field is sent as: a role as roles, accounts as account_mappings. */
export const bodyField = (f: EntityField): string =>
  f.kind === 'role' ? 'roles' : f.kind === 'accounts' ? 'account_mappings' : f.field.split('.')[0];

/** A form field's text as the request value. */
function valueOf(f: EntityField, text: string): unknown {
  switch (f.kind) {
    case 'provider':
    case 'ref':
      return text !== '' ? Number(text) : f.optional ? null : text;
    case 'number':
    case 'flag':
      return Number(text);
    case 'role':
      return [Number(text)];
    case 'accounts':
    case 'users':
      return text.split(',').filter(Boolean).map(Number);
    default:
      return text === '' && f.optional ? null : text;
  }
}

/**
 * The request body: on create every filled field; on update only what changed. Empty optional fields
 * are sent as null (cleared); settings fields go into their object; the provider is a number.
 */
export function bodyOf(fields: EntityField[], draft: Draft, initial: Draft | null): EntityRow {
  const body: EntityRow = {};
  for (const f of fields) {
    const text = draft[f.field].trim();
    if (initial && initial[f.field].trim() === text) continue;
    if (!initial && text === '') continue;
    if (f.kind === 'role' && text === '') continue;
    const value = valueOf(f, text);
    const [head, key] = f.field.split('.');
    if (key) body[head] = { ...(body[head] ?? {}), [key]: value };
    else body[bodyField(f)] = value;
  }
  return body;
}

/** The kinds whose text is checked against a declared length, and the one checked against declared bounds. */
const textKinds = new Set<EntityField['kind']>([undefined, 'text', 'paragraph', 'secret']);

/**
 * The declared limit (fields.ts, carried by the form field) a field's text breaks, in the words the server answers
 * the same value with ('Trunk name may not be longer than 100 characters.'), or null. A text counts its characters
 * as the server does, trimmed; a number its value. While typing only a value over the most is named: a number
 * under its least may still be on its way ('8' of '8080').
 */
export function limitError(f: EntityField, text: string, typing = false): string | null {
  const value = text.trim();
  if (value === '') return null;
  const path = f.field.split('.');
  if (textKinds.has(f.kind) && f.max !== undefined && value.length > f.max)
    return validationMessage({ code: 'too_big', origin: 'string', maximum: f.max, inclusive: true, input: value, path }) ?? null;
  if (f.kind !== 'number' || Number.isNaN(Number(value))) return null;
  const n = Number(value);
  if (f.max !== undefined && n > f.max)
    return validationMessage({ code: 'too_big', origin: 'number', maximum: f.max, inclusive: true, input: n, path }) ?? null;
  if (!typing && f.min !== undefined && n < f.min)
    return validationMessage({ code: 'too_small', origin: 'number', minimum: f.min, inclusive: true, input: n, path }) ?? null;
  return null;
}

/** The fields a save would send whose text breaks a declared limit, with their words: the save is not sent while any does. */
export function limitErrors(fields: EntityField[], draft: Draft, initial: Draft | null): Record<string, string> {
  const found: Record<string, string> = {};
  for (const f of fields) {
    // An update sends only what changed: a stored value is not held to a limit the user did not touch.
    if (initial && initial[f.field].trim() === draft[f.field].trim()) continue;
    const error = limitError(f, draft[f.field]);
    if (error) found[f.field] = error;
  }
  return found;
}
