import { describe, expect, it } from 'vitest';
import { checkCanvasRename } from '@shared/flow';

describe('canvas rename (spec 2 §4)', () => {
  const others = ['Main', 'Billing'];
  it('fails when the name is empty', () => {
    expect(checkCanvasRename('  ', 'Sales', others)).toEqual({
      ok: false,
      title: 'Update failed',
      message: 'The canvas name is required.',
    });
  });
  it('fails when the name is unchanged', () => {
    expect(checkCanvasRename('Sales ', 'Sales', others)).toEqual({
      ok: false,
      title: 'Update failed',
      message: 'The canvas name is unchanged.',
    });
  });
  it('fails when the name is already used in the task', () => {
    expect(checkCanvasRename('billing', 'Sales', others)).toEqual({
      ok: false,
      title: 'Update failed',
      message: 'The canvas name is already used in this task.',
    });
  });
  it('accepts a new unique name', () => {
    expect(checkCanvasRename('Support', 'Sales', others)).toEqual({ ok: true });
  });
});
