import { Button, Callout } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { authProfilesShell } from '@shared/entities/auth-profiles';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { useSession } from '@client/session/store';
import type { EntityRow } from '../entities/api';
import ProfileTest from './ProfileTest';
import { profileTests } from './tests';

type Stored = { tested_at: string | null; success: boolean | null; message: string | null };
type Token = { token_type: string; expires_at: string | null; cached: boolean };

/** The key of a profile's stored test result: refreshed after each test of the profile. */
const storedResultKey = (selection: Selection, id: number) => entityKeys.authStoredResult(authProfilesShell, selection, id);

/**
 * An auth profile's panel beside its form: the connection test, then the last test as stored on it (GET /authprofile/storeResult), and for an OAuth2 profile
 * the token a web-service step would use now (POST /authprofile/get-auth-profile-token): its kind, until when it is
 * kept, and whether it was fetched now or kept from before. The token itself is never shown.
 */
export default function AuthProfileStatus({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('entities');
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const dates = useDisplayDate();
  const id = row.auth_profile_id as number;
  const stored = useQuery({
    queryKey: selection ? storedResultKey(selection, id) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) => api<Stored>('/authprofile/storeResult', { signal, selection, query: { auth_profile_id: id } }),
  });
  const [token, setToken] = useState<Token | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const getToken = async () => {
    if (busy || !selection) return;
    setBusy(true);
    setTokenError(null);
    setToken(null);
    try {
      setToken(await api<Token>('/authprofile/get-auth-profile-token', { method: 'POST', selection, body: { auth_profile_id: id } }));
      void stored.refetch();
    } catch (e) {
      setTokenError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const last = stored.data;
  return (
    <>
      <ProfileTest
        row={row}
        canWrite={canWrite}
        spec={profileTests['auth-profiles']}
        onAnswer={() => selection && void client.invalidateQueries({ queryKey: storedResultKey(selection, id) })}
      />
      <section className="profile-test" aria-labelledby="auth-profile-status-title">
        <h3 className="ent-section" id="auth-profile-status-title">
          {t('authProfiles.status.title')}
        </h3>
        <p data-testid="auth-profile-last-test" className={last?.success === false ? 'bp6-text-danger' : undefined}>
          {stored.isError
            ? stored.error.message
            : !last
              ? t('authProfiles.status.loading')
              : last.tested_at === null
                ? t('authProfiles.status.never')
                : t('authProfiles.status.last', { at: dates.dateTime(last.tested_at), message: last.message ?? '' })}
        </p>
        {canWrite && row.is_enabled && row.auth_profile_type === 'OAuth2_CC' && (
          <>
            <Button icon="key" text={t('authProfiles.status.getToken')} loading={busy} onClick={() => void getToken()} />
            <div aria-live="polite" className="profile-test-answer">
              {token && (
                <Callout intent="success" data-testid="auth-profile-token">
                  {t(token.cached ? 'authProfiles.status.tokenKept' : 'authProfiles.status.tokenFetched', {
                    type: token.token_type,
                    until: token.expires_at ? dates.dateTime(token.expires_at) : t('authProfiles.status.noExpiry'),
                  })}
                </Callout>
              )}
              {tokenError && (
                <Callout intent="danger" data-testid="auth-profile-token">
                  {tokenError}
                </Callout>
              )}
            </div>
          </>
        )}
      </section>
    </>
  );
}
