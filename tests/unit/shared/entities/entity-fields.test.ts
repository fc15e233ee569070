import { describe, expect, it } from 'vitest';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from '@shared/entities/entity-fields';
import type { FieldList } from '@shared/entities/fields';
import { entityScreens } from '@shared/entities/screens';

/** An administration entity's list columns, search and form come from its declared fields (docs/entities.md). */
const fields = {
  name: { type: 'text', required: true, max: 100, searchable: true, listed: { label: 'x.name' }, form: { label: 'x.name' } },
  host: {
    type: 'text',
    max: 200,
    nullable: true,
    searchable: true,
    listed: { label: 'x.host', width: 0.3, kind: 'code' },
    form: { label: 'x.host' },
  },
  port: { type: 'integer', min: 1, max: 65535, default: 25, form: { label: 'x.port' } },
  secure: { type: 'integer', min: 0, max: 1, form: { label: 'x.secure', kind: 'flag' } },
  mode: { type: 'choice', options: ['a', 'b'], required: true, form: { label: 'x.mode', initial: 'b', createOnly: true } },
  key: { type: 'text', max: 500, nullable: true, secret: true, form: { label: 'x.key' } },
  notes: { type: 'text', max: 500, nullable: true, form: { label: 'x.notes', multiline: true } },
  stamp: { type: 'text', nullable: true, fixed: true },
} as const satisfies FieldList;

describe('entity fields', () => {
  it('lists the listed fields with their widths and kinds, and places the columns beside them', () => {
    expect(
      listColumnsOf(fields, [
        { field: 'owner', label: 'x.owner', width: 0.2, after: 'name' },
        { field: 'state', label: 'x.state' },
      ]),
    ).toEqual([
      { field: 'name', label: 'x.name' },
      { field: 'owner', label: 'x.owner', width: 0.2 },
      { field: 'host', label: 'x.host', width: 0.3, kind: 'code' },
      { field: 'state', label: 'x.state' },
    ]);
    expect(() => listColumnsOf(fields, [{ field: 'owner', label: 'x.owner', after: 'port' }])).toThrow(/port is not a listed field/);
  });

  it('searches the searchable fields', () => {
    expect(searchedFieldsOf(fields)).toEqual(['name', 'host']);
  });

  it('derives the form: kinds, options, limits, starting values, optional unless required, defaulted or a checkbox', () => {
    const form = formFieldsFrom(fields, [
      { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
      { field: 'ac_id', label: 'x.account', kind: 'ref', source: { path: '/p', id: 'ac_id', name: 'ac_name' }, after: 'host' },
    ]);
    expect(form).toEqual([
      { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
      { field: 'name', label: 'x.name', max: 100 },
      { field: 'host', label: 'x.host', optional: true, max: 200 },
      { field: 'ac_id', label: 'x.account', kind: 'ref', source: { path: '/p', id: 'ac_id', name: 'ac_name' } },
      { field: 'port', label: 'x.port', kind: 'number', initial: '25', max: 65535, min: 1 },
      { field: 'secure', label: 'x.secure', kind: 'flag', max: 1, min: 0 },
      { field: 'mode', label: 'x.mode', kind: 'select', initial: 'b', options: ['a', 'b'], createOnly: true },
      { field: 'key', label: 'x.key', kind: 'secret', optional: true, max: 500 },
      { field: 'notes', label: 'x.notes', kind: 'paragraph', optional: true, max: 500 },
    ]);
    expect(() => formFieldsFrom(fields, [{ field: 'z', label: 'x.z', after: 'stamp' }])).toThrow(/stamp is not a form field/);
  });

  it('every administration entity declares its fields (none is written by hand any more)', () => {
    expect(entityScreens.length).toBeGreaterThan(30);
    expect(entityScreens.filter((d) => !d.fields).map((d) => d.name)).toEqual([]);
  });

  it('every declared administration entity takes its columns, search and form fields from its declaration', () => {
    const declared = entityScreens.filter((d) => d.fields);
    expect(declared.length).toBeGreaterThan(10);
    for (const d of declared) {
      const listed = Object.entries(d.fields!).filter(([, f]) => f.listed);
      for (const [field] of listed)
        expect(
          d.list.columns.map((c) => c.field),
          d.name,
        ).toContain(field);
      expect(d.list.searchFields, d.name).toEqual(searchedFieldsOf(d.fields!));
      for (const [field, f] of Object.entries(d.fields!))
        if (f.form)
          expect(
            d.form.map((x) => x.field),
            d.name,
          ).toContain(field);
    }
  });
});
