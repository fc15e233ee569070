import { Button, Classes, NonIdealState, OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { queryClient } from './api/queries';
import { useRealtime } from './realtime/useRealtime';
import { fallbackPath, publicRoutes } from './routes';
import { boot, startUserSession, type BootResult } from './session/boot';
import { startSessionLifecycle } from './session/lifecycle';
import { useSession } from './session/store';
import { Loading } from './shell/Loading';
import { PublicArea } from './shell/PublicArea';
import { SignedInArea } from './shell/SignedInArea';

/** The saved per-user dark theme: Blueprint's dark class on body. */
function useThemeClass() {
  const dark = useSession((s) => s.dark);
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
  }, [dark]);
}

/** After a sign-in (the auth pages call setSession), the new session gets its scope and language. */
function useSessionStart() {
  const user = useSession((s) => s.user);
  const hasSelection = useSession((s) => !!s.selection);
  useEffect(() => {
    if (user && !hasSelection) void startUserSession(user);
  }, [user, hasSelection]);
}

function Routes() {
  useThemeClass();
  useSessionStart();
  useRealtime();
  useEffect(() => startSessionLifecycle(), []);
  return (
    <Switch>
      <Route path="/">
        <Redirect to={fallbackPath} replace />
      </Route>
      {publicRoutes.map((route) => (
        <Route key={route.id} path={route.path}>
          <PublicArea route={route} />
        </Route>
      ))}
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}

function BootFailure({ error, retry }: { error: string; retry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="studio-boot-failure">
      <NonIdealState
        icon="offline"
        title={t('bootFailed')}
        description={error}
        action={<Button intent="primary" icon="refresh" text={t('tryAgain')} onClick={retry} />}
      />
    </div>
  );
}

export function App() {
  const [state, setState] = useState<BootResult | null>(null);
  const run = () => {
    setState(null);
    void boot().then(setState);
  };
  useEffect(run, []);
  return (
    <QueryClientProvider client={queryClient}>
      <OverlaysProvider>{!state ? <Loading /> : state.ok ? <Routes /> : <BootFailure error={state.error} retry={run} />}</OverlaysProvider>
    </QueryClientProvider>
  );
}
