import { Button, PopoverNext } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../features/notifications/queries';
import { Loading } from './Loading';
import { useShellUi } from './uiStore';
import { lazyChunk } from '@client/shell/chunks';

/** The popover's list is a chunk of its own: the shell carries only the button and the count. */
const NotificationsList = lazyChunk(() => import('../features/notifications/NotificationsList'));

/** The bell in the top bar: the unread count in its name, and the user's notifications in a popover (palette: "Show notifications"). */
export function NotificationsButton() {
  const { t } = useTranslation('shell');
  const open = useShellUi((s) => s.notifications);
  const set = useShellUi((s) => s.set);
  const unread = useNotifications().data?.meta.unread ?? 0;
  const label = unread > 0 ? t('notifications.buttonUnread', { count: unread }) : t('notifications.button');
  return (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => set({ notifications: next })}
      placement="bottom-end"
      autoFocus
      enforceFocus={false}
      content={
        <Suspense fallback={<Loading />}>
          <NotificationsList onClose={() => set({ notifications: false })} />
        </Suspense>
      }
    >
      <Button
        className="studio-notifications-button"
        variant="minimal"
        icon="notifications"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {unread > 0 && (
          // A plain badge, not Blueprint's Tag: the shell's first load stays as small as it was.
          <span className="studio-notifications-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
    </PopoverNext>
  );
}
