import { Button, Callout, Classes, NonIdealState } from '@blueprintjs/core';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { useLocation } from 'wouter';
import type { UserNotification } from '@shared/api/notifications';
import { queryKeys } from '@client/api/queryKeys';
import { api } from '../../api/http';
import { queryClient } from '../../api/queries';
import { notifyError } from '../../shell/notices';
import { downloadFile } from '../authoring/content/files/download';
import { useNotifications } from './queries';
import './notifications.css';

const markRead = async (body: { notification_message_id: number } | { all: true }) => {
  await api('/system/update-user-notification', { method: 'POST', body, unscoped: true });
  await queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
};

/** Takes notifications out of the user's list (POST /system/notification-message-user-actions, action dismiss). */
const dismiss = async (ids: number[]) => {
  await api('/system/notification-message-user-actions', {
    method: 'POST',
    body: { action: 'dismiss', notification_message_ids: ids },
    unscoped: true,
  });
  await queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
};

/** Opens a notification's link: a studio path is navigated to; a file answer of the API (an export) is downloaded in its account. */
async function openLink(n: UserNotification, navigate: (path: string) => void) {
  if (!n.link) return;
  if (!n.link.startsWith('/api/')) return navigate(n.link);
  const selection = n.sp_id !== null && n.ac_id !== null ? { spId: n.sp_id, acId: n.ac_id } : undefined;
  await downloadFile(n.link, n.link.split('/').filter(Boolean).slice(-1)[0] ?? 'download', selection ? { selection } : {});
}

/** The popover of the top bar's bell: the user's notifications, newest first; Enter opens one (its link) and marks it READ. */
export default function NotificationsList({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  const show = useDisplayDate();
  const [, navigate] = useLocation();
  const query = useNotifications();
  const list = useRef<HTMLUListElement>(null);
  const items = query.data?.data ?? [];
  const unread = query.data?.meta.unread ?? 0;

  const open = (n: UserNotification) => {
    if (n.link && !n.link.startsWith('/api/')) onClose();
    void (async () => {
      if (n.message_status !== 'READ') await markRead({ notification_message_id: n.notification_message_id });
      await openLink(n, navigate);
    })().catch(notifyError);
  };
  /** Up and down move between the notifications; Delete dismisses the one that has the keys, the next one taking them. */
  const onKeyDown = (e: KeyboardEvent) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.studio-notification') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Delete' && at >= 0) {
      e.preventDefault();
      (buttons[at + 1] ?? buttons[at - 1])?.focus();
      void dismiss([items[at].notification_message_id]).catch(notifyError);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  return (
    <section className="studio-notifications" aria-label={t('notifications.title')}>
      <header className="studio-notifications-header">
        <h2 className={Classes.HEADING}>{t('notifications.title')}</h2>
        <Button
          size="small"
          variant="minimal"
          text={t('notifications.markAllRead')}
          disabled={unread === 0}
          onClick={() => void markRead({ all: true }).catch(notifyError)}
        />
      </header>
      {query.isPending ? (
        <p className={Classes.TEXT_MUTED} role="status">
          {t('notifications.loading')}
        </p>
      ) : query.isError ? (
        <Callout intent="danger" icon="error">
          {t('notifications.failed')}
        </Callout>
      ) : items.length === 0 ? (
        <NonIdealState icon="notifications" title={t('notifications.empty')} description={t('notifications.emptyHint')} />
      ) : (
        <ul className="studio-notifications-list" aria-label={t('notifications.list')} ref={list} onKeyDown={onKeyDown}>
          {items.map((n) => (
            <li key={n.notification_message_id}>
              <button
                type="button"
                className={`studio-notification ${n.message_status === 'READ' ? '' : 'is-unread'}`}
                onClick={() => open(n)}
              >
                <span className="studio-notification-title">
                  {n.message_status !== 'READ' && (
                    <span className="studio-notification-dot" aria-label={t('notifications.unread')} role="img" />
                  )}
                  {n.title}
                </span>
                {n.body && <span className={`studio-notification-body ${Classes.TEXT_MUTED}`}>{n.body}</span>}
                <time className={`studio-notification-time ${Classes.TEXT_MUTED}`} dateTime={n.created_at}>
                  {show.dateTime(n.created_at)}
                </time>
              </button>
              <Button
                className="studio-notification-dismiss"
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={t('notifications.dismiss', { title: n.title })}
                title={t('notifications.dismiss', { title: n.title })}
                onClick={() => void dismiss([n.notification_message_id]).catch(notifyError)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
