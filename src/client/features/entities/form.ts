import type { EntityMeta, EntityField } from '@shared/entities/define';
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
