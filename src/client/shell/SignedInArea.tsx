import { Suspense, useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useShallow } from 'zustand/react/shallow';
import { appRoutes, type RouteDef } from '../routes';
import { changeScope } from '../session/scope';
import { useSession } from '../session/store';
import { Loading } from './Loading';
import { ScreenBoundary } from './ScreenBoundary';
import { decide, findRoute } from './navModel';
import { useLeaveItemOfPreviousAccount, useLocatedLink } from './locateLink';
import { loginRedirect, movedScreen, selectionFromQuery } from './redirects';
import { Shell } from './Shell';

/**
 * The routes that show one screen (the canvas and its node editor's route) share one key: moving between them keeps
 * the screen mounted, with its view and selection (a new key draws a whole canvas again and fits it to the screen).
 */
const screenKeys = new WeakMap<object, string>();
function screenKey(route: RouteDef): string {
  if (!route.component) return route.id;
  if (!screenKeys.has(route.component)) screenKeys.set(route.component, route.id);
  return screenKeys.get(route.component)!;
}

/**
 * Every non-public path: unknown → /404; signed out → /login?redirectUrl; ac_id/sp_id query → that scope
 * (unknown provider → /404); a route the user is not privileged for → /.
 */
export function SignedInArea() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { token, user, selection, scopeReady, enabledFeatures } = useSession(
    useShallow((s) => ({
      token: s.token,
      user: s.user,
      selection: s.selection,
      scopeReady: s.scopeReady,
      enabledFeatures: s.enabledFeatures,
    })),
  );
  const route = findRoute(appRoutes, location);
  // Once the shell shows, a scope change keeps it on screen while the new enabled features load.
  const shown = useRef(false);
  const fromQuery = user && search ? selectionFromQuery(search, user.account_mappings) : { kind: 'none' as const };

  useEffect(() => {
    if (!scopeReady || fromQuery.kind !== 'select') return;
    const target = location + (fromQuery.rest ? `?${fromQuery.rest}` : '');
    void changeScope(fromQuery.selection).then(() => navigate(target, { replace: true }));
    // The query is applied once per distinct search string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, scopeReady]);

  const locating = useLocatedLink(location, search, scopeReady ? selection : null, (to) => navigate(to, { replace: true }));
  useLeaveItemOfPreviousAccount(location, search, scopeReady ? selection : null, (to) => navigate(to));

  const moved = movedScreen(location, search);
  if (moved) return <Redirect to={moved} replace />;
  if (!route) return <Redirect to="/404" replace />;
  if (!token) return <Redirect to={loginRedirect(location + (search ? `?${search}` : ''))} replace />;
  if (fromQuery.kind === 'unknown') return <Redirect to="/404" replace />;
  if (!user || !selection || fromQuery.kind === 'select' || locating || (!scopeReady && !shown.current)) return <Loading />;
  if (scopeReady && !decide(route, { user, selection, enabledFeatures }).allowed) return <Redirect to="/" replace />;
  shown.current = true;
  const Screen = route.component;
  return (
    <Shell route={route}>
      <ScreenBoundary key={screenKey(route)}>
        <Suspense fallback={<Loading />}>{Screen && <Screen />}</Suspense>
      </ScreenBoundary>
    </Shell>
  );
}
