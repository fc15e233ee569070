import { describe, expect, it } from 'vitest';
import { cellTitle } from '@client/features/entities/EntityTable';
import { usersMeta } from '@shared/entities/users.screen';

describe('entity list cells', () => {
  it("give a cut value its whole text as a tooltip (the users' Role and Two-factor columns are narrow)", () => {
    const column = (field: string) => usersMeta.list.columns.find((c) => c.field === field)!;
    const row = { role: 'Account Builder with a long name', twofa_status: 'Mandatory', scope: null };
    expect(cellTitle(column('role'), row)).toBe('Account Builder with a long name');
    expect(cellTitle(column('twofa_status'), row)).toBe('Mandatory');
    expect(cellTitle(column('scope'), row)).toBeUndefined();
    expect(cellTitle({ field: 'is_enabled', label: 'x', kind: 'enabled' }, { is_enabled: 1 })).toBeUndefined();
  });
});
