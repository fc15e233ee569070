import type { ReactNode } from 'react';
import { Card, HTMLSelect, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, clientLocales, currentLanguage, localeNames } from '@client/i18n';
import './auth.css';
import './i18n';

interface Props {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The centered card every public sign-in page uses, with the product mark and a language picker. */
export function AuthLayout({ title, lead, children }: Props) {
  const { t } = useTranslation('auth');
  const language = currentLanguage();
  return (
    <main className="studio-auth">
      <div className="studio-auth-brand" aria-hidden="true">
        <Icon icon="flows" size={24} />
        <span>{t('common:product')}</span>
      </div>
      <Card className="studio-auth-card" elevation={2} role="region" aria-labelledby="studio-auth-title">
        <h1 id="studio-auth-title" className="bp6-heading">
          {title}
        </h1>
        {lead && <p className="studio-auth-lead bp6-text-muted">{lead}</p>}
        {children}
      </Card>
      <div className="studio-auth-footer">
        <HTMLSelect
          minimal
          aria-label={t('common:language')}
          value={(clientLocales as readonly string[]).includes(language) ? language : 'en'}
          onChange={(e) => void changeLanguage(e.currentTarget.value)}
          options={clientLocales.map((value) => ({ value, label: localeNames[value] }))}
        />
      </div>
    </main>
  );
}
