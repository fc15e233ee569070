import { sql } from 'kysely';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { TrunksTable } from '@server/db/schema';
import type { StoredRow } from '@shared/entities/fields';
import { entityMetaOf } from '@shared/entities/screens';
import type { trunkFields } from '@shared/entities/trunks.fields';
import { bodyOf, draftOf, formFields } from '@client/features/entities/form';
import { providerFixture } from './support/provider';

/**
 * A field added to an administration entity's declaration (a trunk's), and to its table (what a migration does), and
 * nowhere else: it is taken by create and update, answered by read and list, searched, and shown by the generic form
 * and list with its limit; the table's row type is the declaration's (StoredRow), so it needs no edit either.
 */
const { note } = vi.hoisted(() => ({
  note: {
    type: 'text',
    max: 50,
    nullable: true,
    listed: { label: 'trunks.fields.note', width: 0.1 },
    searchable: true,
    form: { label: 'trunks.fields.note' },
  } as const,
}));
vi.mock('@shared/entities/trunks.fields', async (importOriginal) => {
  const real = await importOriginal<typeof import('@shared/entities/trunks.fields')>();
  return { ...real, trunkFields: { ...real.trunkFields, note } };
});

const f = providerFixture();

describe('a field declared once on an administration entity', () => {
  it('arrives end to end: create, read, list and search, update, and the list and form', async () => {
    await sql`alter table trunks add column note text`.execute(f.s.db);

    const created = await f.asAdmin('POST', '/portal/trunks', { trunk_name: 'Noted trunk', note: '  Call back after six ' });
    expect(created.statusCode, created.body).toBe(201);
    const trunk = created.json().data;
    expect(trunk.note).toBe('Call back after six');
    expect((await f.asAdmin('GET', `/portal/trunks/${trunk.trunk_id}`)).json().data.note).toBe('Call back after six');
    const listed = (await f.asAdmin('GET', '/portal/trunks')).json().data;
    expect(listed.find((t: { trunk_id: number }) => t.trunk_id === trunk.trunk_id).note).toBe('Call back after six');
    const found = (await f.asAdmin('GET', '/portal/trunks?search=after six&searchFields=trunk_name,note')).json().data;
    expect(found.map((t: { trunk_id: number }) => t.trunk_id)).toEqual([trunk.trunk_id]);

    const tooLong = await f.asAdmin('POST', '/portal/trunks', { trunk_name: 'Long note', note: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0]).toMatch(/^note: /);
    const renamed = await f.asAdmin('PUT', `/portal/trunks/${trunk.trunk_id}`, { trunk_name: 'Noted again' });
    expect(renamed.json().data.note).toBe('Call back after six');
    const changed = await f.asAdmin('PUT', `/portal/trunks/${trunk.trunk_id}`, { note: 'Call back at nine' });
    expect(changed.json().data.note).toBe('Call back at nine');
    const stored = await sql<{ note: string }>`select note from trunks where trunk_id = ${trunk.trunk_id}`.execute(f.s.db);
    expect(stored.rows).toEqual([{ note: 'Call back at nine' }]);

    const meta = entityMetaOf('trunks');
    expect(meta.list.columns).toContainEqual({ field: 'note', label: 'trunks.fields.note', width: 0.1 });
    expect(meta.list.searchFields).toContain('note');
    const fields = formFields(meta, false, false);
    expect(fields).toContainEqual({ field: 'note', label: 'trunks.fields.note', optional: true, max: 50 });
    const draft = draftOf(fields, changed.json().data);
    expect(draft.note).toBe('Call back at nine');
    expect(bodyOf(fields, { ...draft, note: ' Later ' }, draft)).toEqual({ note: 'Later' });
    expect(bodyOf(fields, { ...draft, note: '' }, draft)).toEqual({ note: null });
  });

  it('needs no edit of the row type: the table has every declared field as a column of the declared type', () => {
    expectTypeOf<TrunksTable>().toExtend<StoredRow<typeof trunkFields>>();
    expectTypeOf<StoredRow<typeof trunkFields & { note: typeof note }>['note']>().toEqualTypeOf<string | null>();
  });
});
