import { Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignContact } from '@shared/api/campaigns';
import { campaignKeys, idleKey } from '@client/api/queryKeys';
import { useAccountSelection } from '../../telephony/api';
import { campaignsApi } from './api';

const rowHeight = 30;
/** Contacts fetched at once: a page of GET /campaign-data/campaign-data. */
export const contactsPerPage = 200;

/** One page of a campaign's contacts (the first one also gives the total and the counts the screen shows). */
export function useContactPage(campaignId: number, page: number) {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection ? campaignKeys.contactPage(selection, campaignId, page) : idleKey('contacts'),
    enabled: !!selection,
    queryFn: ({ signal }) => campaignsApi.contacts(campaignId, page, contactsPerPage, signal),
  });
}

/**
 * A campaign's contacts with their states, in a virtual table of the whole list (a list may hold 100,000): only the
 * rows in view are drawn, and only their pages are fetched, as the table scrolls to them.
 */
export function ContactTable({ campaignId, columns }: { campaignId: number; columns: readonly string[] }) {
  const { t } = useTranslation('content');
  const selection = useAccountSelection();
  const first = useContactPage(campaignId, 1);
  const total = first.data?.meta.total ?? 0;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: total, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 12 });
  const items = virtual.getVirtualItems();
  const pages = [...new Set(items.map((item) => Math.floor(item.index / contactsPerPage) + 1))].filter((p) => p > 1);
  const fetched = useQueries({
    queries: pages.map((page) => ({
      queryKey: selection ? campaignKeys.contactPage(selection, campaignId, page) : idleKey('contacts'),
      enabled: !!selection,
      queryFn: ({ signal }: { signal: AbortSignal }) => campaignsApi.contacts(campaignId, page, contactsPerPage, signal),
    })),
  });
  if (first.isPending) return <Spinner size={24} />;
  if (first.isError || fetched.some((q) => q.isError)) return <NonIdealState icon="error" title={t('campaigns.contactsFailed')} />;
  if (total === 0) return <NonIdealState icon="people" title={t('campaigns.noContacts')} description={t('campaigns.noContactsHint')} />;
  const loaded = new Map<number, readonly CampaignContact[]>([[1, first.data?.data ?? []]]);
  pages.forEach((page, i) => fetched[i]?.data && loaded.set(page, fetched[i].data.data));
  const rowAt = (index: number) => loaded.get(Math.floor(index / contactsPerPage) + 1)?.[index % contactsPerPage];
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <div ref={scroller} className="campaign-contacts" tabIndex={0} role="region" aria-label={t('campaigns.contacts')}>
      <HTMLTable compact striped className="campaign-contacts-table" aria-rowcount={total + 1}>
        <thead>
          <tr>
            <th scope="col">{t('campaigns.line')}</th>
            <th scope="col">{t('campaigns.phone')}</th>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
            <th scope="col">{t('campaigns.state')}</th>
            <th scope="col">{t('campaigns.attempts')}</th>
            <th scope="col">{t('campaigns.session')}</th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr style={{ height: top }} aria-hidden />}
          {items.map((item) => {
            const r = rowAt(item.index);
            if (!r) {
              return (
                <tr key={`loading-${item.index}`} style={{ height: rowHeight }} aria-rowindex={item.index + 2} aria-busy>
                  <td colSpan={columns.length + 5} className={Classes.TEXT_MUTED}>
                    {t('campaigns.loadingRow')}
                  </td>
                </tr>
              );
            }
            return (
              <tr key={r.contact_id} style={{ height: rowHeight }} aria-rowindex={item.index + 2}>
                <td>{r.line}</td>
                <td>{r.phone_number}</td>
                {columns.map((c) => (
                  <td key={c}>{r.values[c] ?? ''}</td>
                ))}
                <td>{t(`campaigns.states.${r.state}`)}</td>
                <td>{r.attempts}</td>
                <td className="campaign-session">{r.session_id ?? ''}</td>
              </tr>
            );
          })}
          {bottom > 0 && <tr style={{ height: bottom }} aria-hidden />}
        </tbody>
      </HTMLTable>
    </div>
  );
}
