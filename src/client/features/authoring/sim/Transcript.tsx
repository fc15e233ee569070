import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimEvent } from '@shared/api/sim';
import type { LogEntry } from './store';

interface Props {
  log: readonly LogEntry[];
  /** chat: bubbles of the bot and the customer; voice: what the caller hears, with the path between. */
  view: 'voice' | 'chat';
  nodeName(id: number | null): string;
}

type T = ReturnType<typeof useTranslation<'sim'>>['t'];

/** One event as a line of the log, or null for events the view leaves out. */
function eventLine(
  t: T,
  e: SimEvent,
  nodeName: Props['nodeName'],
  view: Props['view'],
): { cls: string; who?: string; text: string; href?: string } | null {
  switch (e.type) {
    case 'said':
      return { cls: 'said', who: e.voice ? t('event.saidVoice', { voice: e.voice }) : t('event.said'), text: e.text };
    case 'sent':
      return { cls: view === 'chat' ? 'bot' : 'said', who: t('event.sent'), text: e.text };
    case 'entered':
      return view === 'chat' ? null : { cls: 'path', text: t('event.entered', { node: e.node_name || nodeName(e.node_id) }) };
    case 'request':
      return { cls: 'note', text: t('event.request', { method: e.method, url: e.url, status: e.status ?? t('event.noAnswer') }) };
    case 'transferred':
      return { cls: 'note', text: t('event.transferred', { destination: e.destination }) };
    case 'call_set':
      return { cls: 'note', text: t(`event.callSet.${e.field}`, { value: e.value }) };
    case 'hung_up':
      return { cls: 'note', text: t('event.hungUp') };
    case 'simulated':
      return { cls: 'note', text: e.text };
    case 'error':
      return { cls: 'error', text: t('event.error', { message: e.message }) };
    case 'ended':
      return { cls: 'note', text: t('event.ended', { outcome: e.outcome }) };
    case 'paused':
      return {
        cls: 'paused',
        text: t('event.paused', { node: nodeName(e.node_id), reason: t(e.reason === 'breakpoint' ? 'event.breakpoint' : 'event.stepped') }),
      };
    case 'form_link':
      return { cls: 'note', text: t('event.formLink'), href: e.url };
    case 'form_event':
      return { cls: 'note', text: t(`event.formEvent.${e.event}`) };
    case 'queue':
      return {
        cls: 'note',
        text: t(`event.queue.${e.outcome}`, {
          queue: e.queue_name || t('event.queue.every'),
          number: e.number,
          position: e.position ?? '',
          waiting: e.waiting,
        }),
      };
    case 'variable_set':
      return null;
  }
}

/** The session's log: a live region, so a screen reader hears what the caller hears. */
export function Transcript({ log, view, nodeName }: Props) {
  const { t } = useTranslation('sim');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Braces: scrollIntoView answers a promise in newer browsers, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [log.length]);
  return (
    <ol
      className={`sim-log sim-log-${view}`}
      tabIndex={0}
      aria-label={t(view === 'chat' ? 'chat.conversation' : 'voice.transcript')}
      aria-live="polite"
    >
      {log.map((entry, i) => {
        if (entry.kind === 'input') {
          const text =
            entry.dtmf !== undefined ? t('event.pressed', { keys: entry.dtmf }) : entry.text !== undefined ? entry.text : t('event.silent');
          return (
            <li key={i} className={`sim-line sim-line-you${entry.noMatch ? ' sim-line-nomatch' : ''}`}>
              <span className="sim-who">{t('event.you')}</span> {text}
              {entry.noMatch && <span className="sim-nomatch"> ({t('event.noMatch')})</span>}
            </li>
          );
        }
        const line = eventLine(t, entry.event, nodeName, view);
        if (!line) return null;
        return (
          <li key={i} className={`sim-line sim-line-${line.cls}`}>
            {line.who && <span className="sim-who">{line.who}</span>} {line.text}
            {line.href && (
              <>
                {' '}
                <a href={line.href} target="_blank" rel="noopener noreferrer" className="sim-form-link">
                  {t('event.formOpen')}
                </a>
              </>
            )}
          </li>
        );
      })}
      <li ref={end} className="sim-log-end" aria-hidden="true" />
    </ol>
  );
}
