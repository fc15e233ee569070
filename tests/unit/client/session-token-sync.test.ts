import { describe, expect, it } from 'vitest';
import { adoptTokenFromOtherTab } from '@client/session/lifecycle';
import { storageKeys, useSession } from '@client/session/store';

describe('a token refreshed in another tab', () => {
  it('is taken up, so this tab never refreshes the old one (the server ends the family on reuse)', () => {
    useSession.setState({ token: 'old-token' });
    adoptTokenFromOtherTab({ key: 'studio.theme', newValue: 'dark' });
    expect(useSession.getState().token).toBe('old-token');
    adoptTokenFromOtherTab({ key: storageKeys.token, newValue: 'new-token' });
    expect(useSession.getState().token).toBe('new-token');
  });

  it('does not sign a signed-out tab in, nor clear a token', () => {
    useSession.setState({ token: null });
    adoptTokenFromOtherTab({ key: storageKeys.token, newValue: 'new-token' });
    expect(useSession.getState().token).toBeNull();
    useSession.setState({ token: 'kept' });
    adoptTokenFromOtherTab({ key: storageKeys.token, newValue: null });
    expect(useSession.getState().token).toBe('kept');
  });
});
