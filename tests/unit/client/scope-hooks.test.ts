import { describe, expect, it } from 'vitest';
import { onScopeChange, runScopeChangeHooks, sameSelection } from '@client/session/scopeHooks';

describe('per-account state cleared on scope change', () => {
  it('runs every registered hook with the next and previous selection, until it is removed', () => {
    const seen: string[] = [];
    const off = onScopeChange((next, prev) => seen.push(`${JSON.stringify(prev)}→${JSON.stringify(next)}`));
    runScopeChangeHooks({ spId: 1, acId: 2 }, { spId: 1, acId: 'all' });
    off();
    runScopeChangeHooks(null, { spId: 1, acId: 2 });
    expect(seen).toEqual(['{"spId":1,"acId":"all"}→{"spId":1,"acId":2}']);
  });

  it('keeps running the other hooks when one fails', () => {
    let ran = false;
    const offA = onScopeChange(() => {
      throw new Error('broken');
    });
    const offB = onScopeChange(() => {
      ran = true;
    });
    const error = console.error;
    console.error = () => {};
    runScopeChangeHooks(null, null);
    console.error = error;
    offA();
    offB();
    expect(ran).toBe(true);
  });

  it('compares selections by provider and account', () => {
    expect(sameSelection({ spId: 1, acId: 'all' }, { spId: 1, acId: 'all' })).toBe(true);
    expect(sameSelection({ spId: 1, acId: 'all' }, { spId: 1, acId: 3 })).toBe(false);
    expect(sameSelection(null, { spId: 1, acId: 3 })).toBe(false);
  });
});
