import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@client/session/store';
import UnauthorizedPage from '@client/features/errors/UnauthorizedPage';
import { DetailsSection } from './DetailsSection';
import { PasswordSection } from './PasswordSection';
import { RegionSection } from './RegionSection';
import { TwofaSection } from './TwofaSection';
import './profile.css';
import './i18n';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** /manage/profile: the signed-in user's own profile. Not available to users of an external identity provider. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  if (!user) return <UnauthorizedPage />;
  // Spec 3 §6: users managed by the external provider cannot open My Profile.
  if (user.idp) return <NonIdealState icon="lock" title={t('external')} />;
  return (
    <div className="studio-profile" aria-label={t('title')} role="region">
      <header className="studio-profile-header">
        <div className="studio-profile-avatar" aria-hidden="true">
          {initials(user.display_name)}
        </div>
        <div>
          <h1 className="bp6-heading">{user.display_name}</h1>
          <div className="bp6-text-muted">
            {user.email} · {user.roles.at(-1) ?? t('noRole')}
          </div>
        </div>
      </header>
      <DetailsSection key={`details-${user.user_id}`} user={user} />
      <RegionSection user={user} />
      <PasswordSection user={user} />
      <TwofaSection user={user} />
    </div>
  );
}
