import { describe, expect, it } from 'vitest';
import { canServe, joinedSkills, normalSkills, waitsFor, withoutSkills } from '@shared/queue-skills';

/** Skills in QforMe queue matching: who may take a waiter, and which waiters a step's skills find. */
describe('queue skills', () => {
  it('stores skills trimmed, without blanks, each once whatever its case', () => {
    expect(normalSkills([' Sales ', 'sales', '', 'Billing'])).toEqual(['Sales', 'Billing']);
    expect(normalSkills(undefined)).toEqual([]);
  });

  it('lets an agent take a waiter only with every skill it was queued for; a waiter without skills goes to anyone', () => {
    expect(canServe(['sales', 'Billing'], ['Billing'])).toBe(true);
    expect(canServe(['Sales'], ['Sales', 'Spanish'])).toBe(false);
    expect(canServe([], ['Sales'])).toBe(false);
    expect(canServe([], [])).toBe(true);
  });

  it('finds a waiter for a step that names one of its skills, or any waiter when the step names none', () => {
    expect(waitsFor(['Sales', 'Spanish'], ['spanish'])).toBe(true);
    expect(waitsFor(['Sales'], ['Billing'])).toBe(false);
    expect(waitsFor(['Sales'], [])).toBe(true);
    expect(waitsFor([], ['Billing'])).toBe(true);
  });

  it('takes skills out and joins them when the caller is queued again', () => {
    expect(withoutSkills(['Sales', 'Spanish'], ['SALES'])).toEqual(['Spanish']);
    expect(joinedSkills(['Sales'], ['Billing', 'sales'])).toEqual(['Sales', 'Billing']);
    expect(joinedSkills([], ['Billing'])).toEqual([]);
    expect(joinedSkills(['Sales'], [])).toEqual([]);
  });
});
