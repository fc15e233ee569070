import { describe, expect, it } from 'vitest';
import { sameEditors } from '@client/features/authoring/versions/usePresence';

describe('canvas presence', () => {
  const ann = { user_id: 2, name: 'Ann', node_id: 10 };
  it('keeps the page as it is when only this tab moved (the others are the same people on the same nodes)', () => {
    expect(sameEditors([ann], [{ ...ann }])).toBe(true);
    expect(sameEditors([], [])).toBe(true);
  });
  it('re-renders when another editor moves, arrives or leaves', () => {
    expect(sameEditors([ann], [{ ...ann, node_id: 11 }])).toBe(false);
    expect(sameEditors([ann], [ann, { user_id: 3, name: 'Bo', node_id: null }])).toBe(false);
    expect(sameEditors([ann], [])).toBe(false);
  });
});
