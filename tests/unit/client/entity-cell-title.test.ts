import { describe, expect, it } from 'vitest';
import { cellTitle } from '@client/features/entities/EntityTable';
import { usersMeta } from '@shared/entities/users.screen';
import { displayDate } from '@client/session/useDisplayDate';

const show = displayDate({ dateFormat: 'DD.MM.YYYY', timezone: 'Europe/Berlin' });

describe('entity list cells', () => {
  it("give a cut value its whole text as a tooltip (the users' Role and Two-factor columns are narrow)", () => {
    const column = (field: string) => usersMeta.list.columns.find((c) => c.field === field)!;
    const row = { role: 'Account Builder with a long name', twofa_status: 'Mandatory', scope: null };
    expect(cellTitle(column('role'), row, show)).toBe('Account Builder with a long name');
    expect(cellTitle(column('twofa_status'), row, show)).toBe('Mandatory');
    expect(cellTitle(column('scope'), row, show)).toBeUndefined();
    expect(cellTitle({ field: 'is_enabled', label: 'x', kind: 'enabled' }, { is_enabled: 1 }, show)).toBeUndefined();
  });

  it('show an instant in the date format and time zone in force, never as ISO text', () => {
    const row = { created_at: '2026-12-06T03:38:00.000Z', name: '2026 plan' };
    expect(cellTitle({ field: 'created_at', label: 'x' }, row, show)).toBe('06.12.2026 04:38');
    expect(cellTitle({ field: 'name', label: 'x' }, row, show)).toBe('2026 plan');
  });
});
