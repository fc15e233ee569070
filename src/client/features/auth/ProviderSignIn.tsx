import { AnchorButton, Callout, Spinner } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { launchPath, subdomainProvider } from './sso';
import { useRequest } from './use-request';
import './i18n';

/**
 * What the sign-in page adds on a provider's sub-domain: the provider's logo, name and colour, and a
 * button per identity provider (each opens /login/{idp}/launch). Nothing on the studio's own host; the catalogue's
 * 'invalid subdomain' on a sub-domain no provider has.
 */
export function ProviderSignIn({ search }: { search: string }) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const provider = useRequest(subdomainProvider, 'subdomain');
  if (provider.loading) return <Spinner size={16} aria-label={t('sso.loadingProvider')} />;
  if (provider.error) {
    return (
      <Callout intent="danger" role="alert" icon="error">
        {provider.error}
      </Callout>
    );
  }
  const sp = provider.data;
  if (!sp) return null;
  return (
    <section className="studio-auth-provider" aria-labelledby="studio-auth-provider-name" style={{ borderColor: `#${sp.outline_color}` }}>
      {sp.logo_url && <img src={sp.logo_url} alt="" className="studio-auth-provider-logo" />}
      <p id="studio-auth-provider-name" className="studio-auth-provider-name">
        {t('sso.providerLead', { name: sp.sp_name })}
      </p>
      {sp.identity_providers.map((idp) => {
        const href = launchPath(idp.idp_id, search);
        return (
          <AnchorButton
            key={idp.idp_id}
            href={href}
            fill
            size="large"
            icon="log-in"
            intent="primary"
            style={{ backgroundColor: `#${sp.theme_color}` }}
            text={t('sso.signInWith', { name: idp.idp_name })}
            onClick={(e) => {
              e.preventDefault();
              navigate(href);
            }}
          />
        );
      })}
      {sp.identity_providers.length > 0 && <p className="studio-auth-provider-or bp6-text-muted">{t('sso.orPassword')}</p>}
    </section>
  );
}
