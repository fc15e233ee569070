import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { SessionUser } from '@shared/api/auth';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { signInTarget } from './redirect';
import { dropTwofaToken } from './twofa-token';

/** Finishes a sign-in: stores the session and opens the target page. */
export function useCompleteSignIn() {
  const [, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (token: string, user: SessionUser) => {
      dropTwofaToken();
      // The shell starts the new session (scope, enabled features, language) when the user appears.
      useSession.getState().setSession(token, user);
      navigate(signInTarget(search), { replace: true });
    },
    [navigate, search],
  );
}

/** Sends the code of a sign-in that asked for the second factor; the answer completes the sign-in. */
export const verifySignInCode = (twofa_token: string, code: string) =>
  api<{ token: string; user: SessionUser }>('/auth/verify/otp', {
    method: 'POST',
    body: { twofa_token, code },
    unscoped: true,
  });
