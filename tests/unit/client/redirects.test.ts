import { describe, expect, it } from 'vitest';
import { guestRedirect, loginRedirect, movedScreen, selectionFromQuery } from '@client/shell/redirects';
import { provider } from '../shared/fixtures';

describe('redirect rules (spec 1 §2)', () => {
  it('sends an unauthenticated user to /login with the path and query as redirectUrl', () => {
    expect(loginRedirect('/manage/profile')).toBe('/login?redirectUrl=%2Fmanage%2Fprofile');
    expect(loginRedirect('/dashboard?ac_id=3')).toBe('/login?redirectUrl=%2Fdashboard%3Fac_id%3D3');
  });

  it('does not carry /, /login or foreign targets', () => {
    expect(loginRedirect('/')).toBe('/login');
    expect(loginRedirect('/login?redirectUrl=%2Fx')).toBe('/login');
    expect(loginRedirect('//evil.test/x')).toBe('/login');
  });

  it('sends a signed-in user on a guest page to redirectUrl, or to /', () => {
    expect(guestRedirect('?redirectUrl=%2Fmanage%2Fprofile')).toBe('/manage/profile');
    expect(guestRedirect('')).toBe('/');
    expect(guestRedirect('?redirectUrl=https%3A%2F%2Fevil.test')).toBe('/');
  });
});

describe('ac_id and sp_id query parameters', () => {
  const options = [provider(1, [11, 12]), provider(2, [21])];

  it('picks the account (and its provider) from ac_id, keeping the rest of the query', () => {
    expect(selectionFromQuery('ac_id=12&tab=2', options)).toEqual({ kind: 'select', selection: { spId: 1, acId: 12 }, rest: 'tab=2' });
  });

  it('picks the provider from sp_id; a provider with one account selects it', () => {
    expect(selectionFromQuery('sp_id=1', options)).toEqual({ kind: 'select', selection: { spId: 1, acId: 'all' }, rest: '' });
    expect(selectionFromQuery('sp_id=2', options)).toEqual({ kind: 'select', selection: { spId: 2, acId: 21 }, rest: '' });
  });

  it('answers unknown for a provider or account the user does not have (→ /404)', () => {
    expect(selectionFromQuery('sp_id=9', options).kind).toBe('unknown');
    expect(selectionFromQuery('ac_id=99', options).kind).toBe('unknown');
    expect(selectionFromQuery('sp_id=2&ac_id=11', options).kind).toBe('unknown');
    expect(selectionFromQuery('sp_id=abc', options).kind).toBe('unknown');
  });

  it('does nothing without them', () => {
    expect(selectionFromQuery('tab=1', options)).toEqual({ kind: 'none' });
  });
});

describe('moved screens', () => {
  it('the announcements screen lives at the route the System list names, dashboard-contents; its old path goes there with its query', () => {
    expect(movedScreen('/system/announcements', '')).toBe('/system/dashboard-contents');
    expect(movedScreen('/system/announcements/', 'id=4')).toBe('/system/dashboard-contents?id=4');
    expect(movedScreen('/system/roles', '')).toBeNull();
  });
});
