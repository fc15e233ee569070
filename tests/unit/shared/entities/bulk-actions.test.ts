import { describe, expect, it } from 'vitest';
import { accountsEntity, phoneNumbersEntity } from '@shared/entities';
import { bulkActionsOf, bulkDeleteAction, takesRow, tickableRow, undoCalls } from '@shared/entities/bulk';

const [markVirtual, markNotVirtual] = bulkActionsOf(phoneNumbersEntity);

describe('bulk actions of the entity screens', () => {
  it('offer the helper’s bulk delete first, as before: asks first, Undo restores each row', () => {
    expect(bulkActionsOf(accountsEntity)).toEqual([bulkDeleteAction({ path: '/portal/bulk-delete-accounts', field: 'ac_ids' })]);
    expect(bulkActionsOf(accountsEntity)[0]).toMatchObject({ id: 'delete', confirm: 'bulk.confirm', intent: 'danger', undo: 'restore' });
    // An entity without either has none: its rows are never ticked.
    expect(bulkActionsOf({})).toEqual([]);
    expect(tickableRow([], { is_enabled: 1 })).toBe(false);
  });

  it('phone numbers: mark the ticked numbers virtual, or not, by the spec’s call; each takes the numbers it changes', () => {
    expect(bulkActionsOf(phoneNumbersEntity).map((a) => [a.id, a.path, a.field, a.body, a.takes, a.undo, a.confirm])).toEqual([
      [
        'mark-virtual',
        '/portal/manage-virtual-phone-numbers',
        'phone_number_ids',
        { is_virtual: 1 },
        { is_virtual: [0] },
        'previous',
        undefined,
      ],
      [
        'mark-not-virtual',
        '/portal/manage-virtual-phone-numbers',
        'phone_number_ids',
        { is_virtual: 0 },
        { is_virtual: [1] },
        'previous',
        undefined,
      ],
    ]);
    const plain = { phone_number_id: 1, is_enabled: 1, is_virtual: 0 };
    const virtual = { phone_number_id: 2, is_enabled: 1, is_virtual: 1 };
    const disabled = { phone_number_id: 3, is_enabled: 0, is_virtual: 0 };
    expect([plain, virtual, disabled].map((r) => takesRow(markVirtual, r))).toEqual([true, false, false]);
    expect([plain, virtual, disabled].map((r) => takesRow(markNotVirtual, r))).toEqual([false, true, false]);
    // Every enabled number may be ticked (one of the two takes it); a disabled one is restored first.
    expect([plain, virtual, disabled].map((r) => tickableRow(bulkActionsOf(phoneNumbersEntity), r))).toEqual([true, true, false]);
    // The virtual flag is a column of the list, so a change shows.
    expect(phoneNumbersEntity.list.columns.map((c) => c.field)).toContain('is_virtual');
  });

  it('undo sends each row’s previous values back, one call per set of values', () => {
    const rows = [
      { phone_number_id: 4, is_virtual: 0 },
      { phone_number_id: 5, is_virtual: 1 },
      { phone_number_id: 6, is_virtual: 0 },
    ];
    expect(undoCalls(markVirtual, rows, 'phone_number_id')).toEqual([
      { ids: [4, 6], body: { is_virtual: 0 } },
      { ids: [5], body: { is_virtual: 1 } },
    ]);
  });
});
