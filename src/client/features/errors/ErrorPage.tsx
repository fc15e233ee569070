import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSession } from '@client/session/store';
import './errors.css';

interface Props {
  code: '404' | '401';
  icon: IconName;
}

/** A full-page error with a way back: the dashboard when signed in, else the sign-in page. */
export function ErrorPage({ code, icon }: Props) {
  const { t } = useTranslation('errors');
  const [, navigate] = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  const target = signedIn ? '/dashboard' : '/login';
  return (
    <main className="studio-error-page">
      <NonIdealState
        icon={icon}
        title={
          <>
            <span className="studio-error-code">{code}</span>
            {t(`${code}.title`)}
          </>
        }
        description={t(`${code}.description`)}
        action={
          <Button
            intent="primary"
            size="large"
            icon={signedIn ? 'dashboard' : 'log-in'}
            autoFocus
            onClick={() => navigate(target, { replace: true })}
          >
            {signedIn ? t('toDashboard') : t('toSignIn')}
          </Button>
        }
      />
    </main>
  );
}
