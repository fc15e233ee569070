import { Icon, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import type { PasswordPolicySummary } from '@shared/api/auth';
import { checkPolicy } from './policy';
import './PasswordChecklist.css';
import './i18n';

/** GET /auth/password-policy/summary (public). */
/** The policy in force: the signed-in user's, or that of the user an invitation or reset link (email, token) is for. */
export const loadPolicy = (signal: AbortSignal, link?: { email: string; token: string }) =>
  api<PasswordPolicySummary>('/auth/password-policy/summary', { unscoped: true, signal, ...(link ? { query: link } : {}) });

interface Props {
  policy: PasswordPolicySummary | null;
  password: string;
  confirmation: string;
  /** The summary could not be loaded: the server still checks the rules on save. */
  error?: string | null;
}

/** The password policy's rules, each ticked as the user types, plus the confirmation match. */
export function PasswordChecklist({ policy, password, confirmation, error }: Props) {
  const { t } = useTranslation('auth');
  if (!policy && !error) return <Spinner size={16} aria-label={t('common:loading')} />;
  // Known rules show in the interface language (the English texts are the server's wording).
  const checks = (policy ? checkPolicy(policy, password) : []).map(({ id, label, met }) => ({
    label: id ? t(`password.rules.${id}`, { min: policy!.min_length, defaultValue: label }) : label,
    met,
  }));
  const items = [...checks, { label: t('password.matches'), met: password.length > 0 && password === confirmation }];
  return (
    <ul className="studio-policy" aria-label={t('password.policyTitle')} aria-live="polite">
      {items.map(({ label, met }) => (
        <li key={label} className={met ? 'is-met' : met === false ? 'bp6-text-muted' : undefined}>
          <Icon icon={met ? 'tick-circle' : met === false ? 'circle' : 'info-sign'} intent={met ? 'success' : 'none'} size={14} />
          <span>{label}</span>
          <span className="studio-sr-only">{met ? t('password.met') : met === false ? t('password.notMet') : ''}</span>
        </li>
      ))}
    </ul>
  );
}
