import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@shared/api/billing';
import { billingKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import { saveBlob } from '../authoring/content/files/download';
import { billingApi } from './api';
import { invoiceCsv, invoiceLines } from './invoice-lines';
import './i18n';
import './billing.css';

const statusIntent = { draft: 'none', issued: 'primary', paid: 'success', void: 'danger' } as const;

/**
 * An invoice beside its fields: its provider, period and status, units × unit price = amount,
 * and — for an invoice of a burst usage — the billed units per account and month of that usage; a print
 * view (the page prints the invoice only) and a CSV of the lines.
 */
export default function InvoicePanel({ row }: { row: EntityRow; canWrite: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const invoice = row as unknown as Invoice;
  const usageId = invoice.billing_burst_usage_id;
  const items = useQuery({
    queryKey: billingKeys.items(usageId ?? 0),
    enabled: usageId !== null,
    queryFn: ({ signal }) => billingApi.items(usageId!, signal),
  });
  const money = (cents: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: invoice.currency }).format(cents / 100);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const date = (iso: string) =>
    new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC', dateStyle: 'medium' });
  const lines = invoiceLines(invoice, items.data ?? []);
  const csv = () =>
    saveBlob(new Blob([invoiceCsv(invoice, lines)], { type: 'text/csv;charset=utf-8' }), `invoice-${invoice.invoice_number}.csv`);
  return (
    <section className="billing-invoice" aria-labelledby="billing-invoice-title">
      <h3 className="ent-section" id="billing-invoice-title">
        {t('invoice.title', { number: invoice.invoice_number })}
      </h3>
      <dl className="billing-facts">
        <dt>{t('invoice.provider')}</dt>
        <dd>{invoice.sp_name}</dd>
        <dt>{t('invoice.period')}</dt>
        <dd>{t('invoice.periodValue', { start: date(invoice.period_start), end: date(invoice.period_end) })}</dd>
        <dt>{t('invoice.status')}</dt>
        <dd>
          <Tag minimal intent={statusIntent[invoice.invoice_status]}>
            {t(`invoice.statuses.${invoice.invoice_status}`)}
          </Tag>
        </dd>
      </dl>
      <HTMLTable compact className="billing-table">
        <caption className="billing-kv-caption">{t('invoice.amountCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoice.description')}</th>
            <th scope="col" className="billing-num">
              {t('invoice.units')}
            </th>
            <th scope="col" className="billing-num">
              {t('invoice.unitPrice')}
            </th>
            <th scope="col" className="billing-num">
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('invoice.burstLine')}</td>
            <td className="billing-num">{number(invoice.burst_units)}</td>
            <td className="billing-num">{money(invoice.unit_price_cents)}</td>
            <td className="billing-num">{money(invoice.amount_cents)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('invoice.total')}
            </th>
            <td className="billing-num billing-total" data-testid="invoice-total">
              {money(invoice.amount_cents)}
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
      {invoice.notes && <p className="billing-notes">{invoice.notes}</p>}
      <div className="billing-actions billing-no-print">
        <Button icon="print" text={t('invoice.print')} onClick={() => window.print()} />
        <Button icon="download" text={t('invoice.csv')} onClick={csv} />
      </div>
      {usageId !== null && (
        <>
          <h4 className="billing-subtitle">{t('invoice.byAccount')}</h4>
          {items.isLoading && <Spinner size={20} aria-label={t('invoice.loading')} />}
          {items.isError && <Callout intent="danger">{t('items.loadError')}</Callout>}
          {items.data && lines.length === 0 && <NonIdealState icon="tick" description={t('invoice.noBurst')} />}
          {lines.length > 0 && (
            <div className="billing-items" tabIndex={0} role="region" aria-label={t('invoice.byAccount')}>
              <HTMLTable compact striped className="billing-table">
                <thead>
                  <tr>
                    <th scope="col">{t('items.account')}</th>
                    <th scope="col">{t('items.month')}</th>
                    <th scope="col" className="billing-num">
                      {t('invoice.units')}
                    </th>
                    <th scope="col" className="billing-num">
                      {t('invoice.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((l) => (
                    <tr key={`${l.ac_id}-${l.month}`}>
                      <td>{l.ac_name}</td>
                      <td>{l.month}</td>
                      <td className="billing-num">{number(l.units)}</td>
                      <td className="billing-num">{money(l.amount_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </>
      )}
    </section>
  );
}
