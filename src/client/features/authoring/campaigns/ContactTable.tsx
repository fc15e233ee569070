import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignContact } from '@shared/api/campaigns';

const rowHeight = 30;

/** A campaign's contacts with their states, in a virtual table: only the rows in view are drawn (a list may hold 100,000). */
export function ContactTable({ rows, columns, loading, failed }: { rows: readonly CampaignContact[]; columns: readonly string[]; loading: boolean; failed: boolean }) {
  const { t } = useTranslation('content');
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 12 });
  if (loading) return <Spinner size={24} />;
  if (failed) return <NonIdealState icon="error" title={t('campaigns.contactsFailed')} />;
  if (rows.length === 0) return <NonIdealState icon="people" title={t('campaigns.noContacts')} description={t('campaigns.noContactsHint')} />;
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <div ref={scroller} className="campaign-contacts" tabIndex={0} role="region" aria-label={t('campaigns.contacts')}>
      <HTMLTable compact striped className="campaign-contacts-table">
        <thead>
          <tr>
            <th scope="col">{t('campaigns.line')}</th>
            <th scope="col">{t('campaigns.phone')}</th>
            {columns.map((c) => <th scope="col" key={c}>{c}</th>)}
            <th scope="col">{t('campaigns.state')}</th>
            <th scope="col">{t('campaigns.attempts')}</th>
            <th scope="col">{t('campaigns.session')}</th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr style={{ height: top }} aria-hidden />}
          {items.map((item) => {
            const r = rows[item.index]!;
            return (
              <tr key={r.contact_id} style={{ height: rowHeight }}>
                <td>{r.line}</td>
                <td>{r.phone_number}</td>
                {columns.map((c) => <td key={c}>{r.values[c] ?? ''}</td>)}
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
