import { describe, expect, it } from 'vitest';
import {
  initialActive,
  matchRank,
  moveActive,
  pickerEntries,
  typedOpener,
  type PickerEntry,
} from '@client/features/authoring/callflow/editor/pickerList';

const options = [
  { id: 3, name: 'Goodbye' },
  { id: 12, name: 'Main menu greeting' },
  { id: 7, name: 'Opening hours' },
  { id: 21, name: 'Welcome' },
  { id: 30, name: 'Über uns' },
];
const names = (entries: PickerEntry[]) =>
  entries.map((e) => (e.kind === 'option' ? e.option.name : e.kind === 'missing' ? `#${e.id}?` : e.kind));

describe('picker list', () => {
  it("shows None for optional fields, the options, then 'Create new'", () => {
    expect(names(pickerEntries({ options, query: '', value: null, optional: true, canCreate: true }).entries)).toEqual([
      'none',
      'Goodbye',
      'Main menu greeting',
      'Opening hours',
      'Welcome',
      'Über uns',
      'create',
    ]);
    expect(names(pickerEntries({ options, query: '', value: null, optional: false, canCreate: false }).entries)).toEqual([
      'Goodbye',
      'Main menu greeting',
      'Opening hours',
      'Welcome',
      'Über uns',
    ]);
  });

  it('keeps a chosen id that is no longer in the list, until the user searches', () => {
    expect(names(pickerEntries({ options, query: '', value: 99, optional: true, canCreate: false }).entries).slice(0, 2)).toEqual([
      'none',
      '#99?',
    ]);
    expect(names(pickerEntries({ options, query: 'wel', value: 99, optional: true, canCreate: false }).entries)).toEqual(['Welcome']);
  });

  it('filters by every typed word, ignoring case and accents, names starting with the text first', () => {
    expect(names(pickerEntries({ options, query: 'ME', value: null, optional: true, canCreate: true }).entries)).toEqual([
      'Main menu greeting',
      'Welcome',
      'create',
    ]);
    expect(names(pickerEntries({ options, query: 'menu gree', value: null, optional: false, canCreate: false }).entries)).toEqual([
      'Main menu greeting',
    ]);
    expect(names(pickerEntries({ options, query: 'uber', value: null, optional: false, canCreate: false }).entries)).toEqual(['Über uns']);
    expect(names(pickerEntries({ options, query: 'zzz', value: null, optional: true, canCreate: true }).entries)).toEqual(['create']);
  });

  it('finds an item by its id, with or without #', () => {
    expect(names(pickerEntries({ options, query: '#21', value: null, optional: false, canCreate: false }).entries)).toEqual(['Welcome']);
    expect(names(pickerEntries({ options, query: '7', value: null, optional: false, canCreate: false }).entries)).toEqual([
      'Opening hours',
    ]);
  });

  it('ranks a name starting with the text, then a word starting with it, then any match', () => {
    expect(matchRank({ id: 1, name: 'Greeting' }, 'gre')).toBe(0);
    expect(matchRank({ id: 1, name: 'Main greeting' }, 'gre')).toBe(1);
    expect(matchRank({ id: 1, name: 'Congress' }, 'gre')).toBe(2);
    expect(matchRank({ id: 1, name: 'Other' }, 'gre')).toBeNull();
  });

  it('shows at most the limit and counts the rest', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `Prompt ${i + 1}` }));
    const rows = pickerEntries({ options: many, query: 'prompt', value: null, optional: false, canCreate: true, limit: 100 });
    expect(rows.entries.filter((e) => e.kind === 'option')).toHaveLength(100);
    expect(rows.hidden).toBe(150);
    expect(rows.entries.at(-1)).toEqual({ kind: 'create' });
  });

  it('starts on the chosen row, or on the first option while searching', () => {
    const all = pickerEntries({ options, query: '', value: 7, optional: true, canCreate: true }).entries;
    expect(all[initialActive(all, 7, '')]).toEqual({ kind: 'option', option: { id: 7, name: 'Opening hours' } });
    expect(all[initialActive(all, null, '')]).toEqual({ kind: 'none' });
    const found = pickerEntries({ options, query: 'o', value: 7, optional: true, canCreate: true }).entries;
    expect(found[initialActive(found, 7, 'o')]).toMatchObject({ kind: 'option' });
    const nothing = pickerEntries({ options, query: 'zzz', value: null, optional: true, canCreate: true }).entries;
    expect(nothing[initialActive(nothing, null, 'zzz')]).toEqual({ kind: 'create' });
  });

  it('moves with Up and Down around the ends, pages with PageUp and PageDown, and leaves other keys to the text', () => {
    expect(moveActive(0, 5, 'ArrowDown')).toBe(1);
    expect(moveActive(4, 5, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 5, 'ArrowUp')).toBe(4);
    expect(moveActive(1, 20, 'PageDown')).toBe(9);
    expect(moveActive(18, 20, 'PageDown')).toBe(19);
    expect(moveActive(3, 20, 'PageUp')).toBe(0);
    expect(moveActive(2, 5, 'Home')).toBeNull();
    expect(moveActive(2, 5, 'a')).toBeNull();
    expect(moveActive(0, 0, 'ArrowDown')).toBeNull();
  });

  it('opens the closed picker with a typed character, not with shortcuts or Space', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...mods,
    });
    expect(typedOpener(key('w'))).toBe('w');
    expect(typedOpener(key('#'))).toBe('#');
    expect(typedOpener(key(' '))).toBeNull();
    expect(typedOpener(key('Enter'))).toBeNull();
    expect(typedOpener(key('k', { ctrlKey: true }))).toBeNull();
  });
});
