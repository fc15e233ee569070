import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createShape, itemShape } from '@shared/entities/field-schemas';
import { copiedInput, fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import {
  exportedFields,
  fieldLimit,
  formFieldsOf,
  jsonFields,
  listedFieldsOf,
  searchFieldsOf,
  secretMask,
  type FieldList,
} from '@shared/entities/fields';

const fields = {
  title: {
    type: 'text',
    required: true,
    max: 20,
    searchable: true,
    exported: true,
    form: { label: 'fields.title' },
    listed: { label: 'fields.title' },
  },
  kind: { type: 'choice', options: ['a', 'b'], default: 'a', exported: true, copied: true },
  size: { type: 'integer', min: 1, max: 9, default: 3, copied: true, form: { label: 'fields.size' } },
  live: { type: 'flag', default: false, copied: true },
  token: { type: 'text', secret: true, nullable: true, exported: true, copied: true },
  parts: { type: 'json', max: 2, limits: { name: 5 }, default: [], exported: true, copied: true },
} as const satisfies FieldList;
const json = {
  parts: { body: z.array(z.object({ name: z.string().max(fieldLimit(fields, 'parts', 'name')) })).max(fieldLimit(fields, 'parts')) },
};

describe('a field list', () => {
  it('gives the zod of the create body and of the answer, with the declared limits', () => {
    const body = z.object(createShape(fields, json));
    expect(body.parse({ title: ' Hi ' })).toEqual({ title: 'Hi' });
    expect(body.safeParse({}).success).toBe(false);
    expect(body.safeParse({ title: 'x'.repeat(21) }).success).toBe(false);
    expect(body.safeParse({ title: 'Hi', kind: 'c' }).success).toBe(false);
    expect(body.safeParse({ title: 'Hi', size: 10 }).success).toBe(false);
    expect(body.safeParse({ title: 'Hi', parts: [{ name: 'toolong' }] }).success).toBe(false);
    expect(body.safeParse({ title: 'Hi', live: 1, token: null, parts: [{ name: 'ok' }] }).success).toBe(true);
    const item = z.object(itemShape(fields, json));
    expect(item.safeParse({ title: 'Hi', kind: 'a', size: 3, live: true, token: null, parts: [] }).success).toBe(true);
  });

  it('keeps a required field that is also nullable out of null in a body, while its rows and answers may hold null', () => {
    const label = { label: { type: 'text', required: true, nullable: true } } as const satisfies FieldList;
    const body = z.object(createShape(label));
    expect(body.safeParse({ label: 'x' }).success).toBe(true);
    expect(body.safeParse({ label: null }).success).toBe(false);
    expect(body.safeParse({}).success).toBe(false);
    const item = z.object(itemShape(label));
    expect(item.safeParse({ label: null }).success).toBe(true);
    expectTypeOf<z.output<typeof body>['label']>().toEqualTypeOf<string>();
    expectTypeOf<z.output<typeof item>['label']>().toEqualTypeOf<string | null>();
  });

  it('maps rows to answers and requests to columns, with defaults on create, flags as 0/1, JSON as text and secrets masked', () => {
    expect(fieldsFromApi(fields, { title: 'Hi', live: true, parts: [{ name: 'a' }] }, 'create')).toEqual({
      title: 'Hi',
      kind: 'a',
      size: 3,
      live: 1,
      parts: '[{"name":"a"}]',
    });
    expect(fieldsFromApi(fields, { size: 4, token: secretMask }, 'update')).toEqual({ size: 4 });
    const row = { title: 'Hi', kind: 'b', size: 4, live: 1, token: 'kept', parts: '[{"name":"a"}]' };
    expect(fieldsToApi(fields, row)).toEqual({ title: 'Hi', kind: 'b', size: 4, live: true, token: secretMask, parts: [{ name: 'a' }] });
    expect(copiedInput(fields, row)).toEqual({ kind: 'b', size: 4, live: true, parts: [{ name: 'a' }] });
  });

  it('names the export columns (never a secret), the JSON ones, the search, the list columns and the form with its limits', () => {
    expect(exportedFields(fields)).toEqual(['title', 'kind', 'parts']);
    expect(jsonFields(fields)).toEqual(['parts']);
    expect(searchFieldsOf({ fields, searchFields: ['id'] })).toEqual(['title', 'id']);
    expect(listedFieldsOf(fields)).toEqual([{ field: 'title', label: 'fields.title' }]);
    expect(formFieldsOf(fields).map((f) => [f.field, f.max, f.required, f.initial])).toEqual([
      ['title', 20, true, ''],
      ['size', 9, false, 3],
    ]);
    expect(() => fieldLimit(fields, 'kind')).toThrow('No limit declared for kind');
  });
});
