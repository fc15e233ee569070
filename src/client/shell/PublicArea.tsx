import { Suspense } from 'react';
import { Redirect, useSearch } from 'wouter';
import type { RouteDef } from '../routeDef';
import { useSession } from '../session/store';
import { Loading } from './Loading';
import { ScreenBoundary } from './ScreenBoundary';
import { guestRedirect } from './redirects';

/** A public page; a signed-in user on /login, /verify/otp, reset or forgot goes to redirectUrl or /. */
export function PublicArea({ route }: { route: RouteDef }) {
  const search = useSearch();
  const signedIn = useSession((s) => !!s.token && !!s.user);
  if (route.guestOnly && signedIn) return <Redirect to={guestRedirect(search)} replace />;
  const Screen = route.component;
  return (
    <ScreenBoundary key={route.id}>
      <Suspense fallback={<Loading />}>{Screen && <Screen />}</Suspense>
    </ScreenBoundary>
  );
}
