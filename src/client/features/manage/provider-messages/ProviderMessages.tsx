import { Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { NotificationMessage } from '@shared/api/notifications';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';
import { useDisplayDate } from '@client/session/useDisplayDate';

/**
 * On the provider profile: the messages the system sent to the provider's users, newest first (GET
 * /system/get-sp-notifications, spec 1 §7 "Notifications" provider list, spec 3 §7), each with its text, link and date.
 */
export function ProviderMessages({ selection }: { selection: Selection }) {
  const { t } = useTranslation('profile');
  const dates = useDisplayDate();
  const messages = useQuery({
    queryKey: queryKeys.providerMessages(selection),
    queryFn: ({ signal }) => api<NotificationMessage[]>('/system/get-sp-notifications', { signal, selection }),
  });
  return (
    <section aria-labelledby="provider-messages-title">
      <h2 id="provider-messages-title">{t('providerMessages.title')}</h2>
      {messages.isPending ? (
        <Spinner size={16} aria-label={t('providerMessages.loading')} />
      ) : messages.isError ? (
        <Callout intent="warning" role="alert">
          {messages.error.message}
        </Callout>
      ) : messages.data.length === 0 ? (
        <p>{t('providerMessages.none')}</p>
      ) : (
        <ul className="provider-messages" aria-labelledby="provider-messages-title">
          {messages.data.map((m) => (
            <li key={m.notification_message_id}>
              <strong>{m.title}</strong> <span className="bp6-text-muted">{dates.dateTime(m.created_at)}</span>
              {m.body && <p>{m.body}</p>}
              {m.link && <p>{t('providerMessages.link', { link: m.link })}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
