import { describe, expect, it } from 'vitest';
import menu, { menuKeys } from '@plugins/menu/definition';
import { configFields, type FieldSpec, newEntry } from '@shared/plugin-api/editor-fields';
import { canAddRow, freeOptions, moveRow, rowAfterRemove } from '@client/features/authoring/callflow/editor/tableRows';
import { diagnose } from '@plugins/test-support';

const rows = (...keys: string[]) => keys.map((key) => ({ key, label: `Option ${key}` }));
const keysList = configFields(menu.config).find((f) => f.key === 'keys') as Extract<FieldSpec, { kind: 'list' }>;

describe('menu key table', () => {
  it('offers a row its own key and the keys no other row has taken, in keypad order', () => {
    const taken = rows('1', '2', '#');
    expect(freeOptions(taken, 'key', menuKeys, 0)).toEqual(['1', '3', '4', '5', '6', '7', '8', '9', '0', '*']);
    expect(freeOptions(taken, 'key', menuKeys, 2)).toEqual(['3', '4', '5', '6', '7', '8', '9', '0', '*', '#']);
    expect(freeOptions(taken, 'key', menuKeys, -1)).not.toContain('2');
  });

  it('adds a row with the first free key, and no row once all twelve keys are used', () => {
    const some = rows('1', '3');
    expect(newEntry(keysList, some)).toEqual({ key: '2', label: '' });
    const unique = { key: 'key', options: menuKeys };
    expect(canAddRow(some, keysList.maxItems, unique)).toBe(true);
    expect(canAddRow(rows(...menuKeys), keysList.maxItems, unique)).toBe(false);
    expect(canAddRow(rows('1', '2'), 2)).toBe(false);
  });

  it('moves a key up and down, the branch order of the canvas, and not past either end', () => {
    const three = rows('1', '2', '3');
    expect(moveRow(three, 2, -1).map((r) => r.key)).toEqual(['1', '3', '2']);
    expect(moveRow(three, 0, 1).map((r) => r.key)).toEqual(['2', '1', '3']);
    expect(moveRow(three, 0, -1).map((r) => r.key)).toEqual(['1', '2', '3']);
    expect(moveRow(three, 2, 1).map((r) => r.key)).toEqual(['1', '2', '3']);
    expect(three.map((r) => r.key)).toEqual(['1', '2', '3']);
  });

  it('focuses the row above a removed one, the first when the first goes, none when the last row goes', () => {
    expect(rowAfterRemove(3, 2)).toBe(1);
    expect(rowAfterRemove(3, 0)).toBe(0);
    expect(rowAfterRemove(1, 0)).toBeNull();
  });

  it('refuses a key twice, so a row that took a used key shows why', () => {
    expect(diagnose('menu', { prompt_id: null, keys: rows('1', '1') }).filter((d) => d.path.startsWith('keys'))).toEqual([
      { path: 'keys.1.key', message: expect.stringMatching(/Key/), severity: 'error' },
    ]);
  });
});
