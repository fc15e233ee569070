import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement as Latest } from '@shared/api/dashboard';
import { storageKeys } from '../../session/store';

/** The latest announcement (the welcome banner), until the user dismisses it; a newer one shows again. */
export function Announcement({ announcement, userId }: { announcement: Latest; userId: number }) {
  const { t } = useTranslation('common');
  const key = storageKeys.dismissedAnnouncement(userId);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(key) === String(announcement.id));
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(key, String(announcement.id));
    setDismissed(true);
  };
  return (
    <Callout intent="primary" icon="notifications" title={announcement.title} className="studio-announcement" data-testid="announcement">
      <Button
        className="studio-announcement-close"
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={t('close')}
        title={t('close')}
        onClick={dismiss}
      />
      {announcement.body}
    </Callout>
  );
}
