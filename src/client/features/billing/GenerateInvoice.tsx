import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import { billingInvoicesShell } from '@shared/entities/billing-invoices';
import { notifySuccess } from '@client/shell/notices';
import { entityKeys, billingKeys } from '@client/api/queryKeys';
import { billingApi } from './api';
import './i18n';
import './billing.css';

/**
 * "Generate invoice…" on the invoices screen (POST /billing/generate/{sp_id}): a provider, one of its completed
 * burst usages (or its latest one not invoiced yet), a unit price and a currency. The call answers at once
 * (it is no job); the new invoice opens in the side panel.
 */
export default function GenerateInvoice({ canWrite, onOpen }: { canWrite: boolean; onOpen(id: number): void }) {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [spId, setSpId] = useState('');
  const [usageId, setUsageId] = useState('');
  const [price, setPrice] = useState('0.00');
  const [currency, setCurrency] = useState('USD');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const providers = useQuery({
    queryKey: entityKeys.providerChoices(),
    enabled: open,
    queryFn: ({ signal }) => billingApi.providers(signal),
  });
  const usages = useQuery({ queryKey: billingKeys.usages(), enabled: open, queryFn: ({ signal }) => billingApi.usages(signal) });
  const chosenSp = spId || String(providers.data?.[0]?.sp_id ?? '');
  const completed = (usages.data ?? []).filter((u) => String(u.sp_id) === chosenSp && u.status === 'completed');
  const cents = Math.round(Number(price) * 100);
  const priceOk = /^\d{1,7}([.,]\d{1,2})?$/.test(price.trim());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosenSp || !priceOk || busy) return;
    setBusy(true);
    setError(null);
    try {
      const invoice = await billingApi.generateInvoice(Number(chosenSp), {
        ...(usageId ? { billing_burst_usage_id: Number(usageId) } : {}),
        unit_price_cents: Math.round(Number(price.replace(',', '.')) * 100),
        currency: currency.trim().toUpperCase(),
      });
      await client.invalidateQueries({ queryKey: entityKeys.all(billingInvoicesShell, systemSelection) });
      notifySuccess(t('generate.done', { number: invoice.invoice_number }));
      setOpen(false);
      onOpen(invoice.invoice_id);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        icon="manually-entered-data"
        text={t('generate.open')}
        disabled={!canWrite}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('generate.title')} icon="document">
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <FormGroup label={t('generate.provider')} labelFor="billing-generate-sp">
              <HTMLSelect
                id="billing-generate-sp"
                fill
                value={chosenSp}
                disabled={!providers.data}
                onChange={(e) => {
                  setSpId(e.currentTarget.value);
                  setUsageId('');
                }}
                options={(providers.data ?? []).map((p) => ({ value: String(p.sp_id), label: p.sp_name }))}
              />
            </FormGroup>
            <FormGroup
              label={t('generate.usage')}
              labelFor="billing-generate-usage"
              helperText={usages.isLoading ? t('invoice.loading') : undefined}
            >
              <HTMLSelect
                id="billing-generate-usage"
                fill
                value={usageId}
                onChange={(e) => setUsageId(e.currentTarget.value)}
                options={[
                  { value: '', label: t('generate.latest') },
                  ...completed.map((u) => ({
                    value: String(u.billing_burst_usage_id),
                    label: `${u.usage_name} (${u.period_start} – ${u.period_end})`,
                  })),
                ]}
              />
            </FormGroup>
            <FormGroup
              label={t('generate.unitPrice')}
              labelFor="billing-generate-price"
              intent={priceOk ? 'none' : 'danger'}
              helperText={
                priceOk ? t('generate.unitPriceHelp', { cents: Number.isFinite(cents) ? cents : 0 }) : t('generate.unitPriceInvalid')
              }
            >
              <InputGroup
                id="billing-generate-price"
                inputMode="decimal"
                value={price}
                intent={priceOk ? 'none' : 'danger'}
                onValueChange={setPrice}
              />
            </FormGroup>
            <FormGroup label={t('generate.currency')} labelFor="billing-generate-currency">
              <InputGroup id="billing-generate-currency" value={currency} maxLength={3} onValueChange={setCurrency} />
            </FormGroup>
            {error && (
              <Callout intent="danger" role="alert">
                {error}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('generate.cancel')} onClick={() => setOpen(false)} />
                <Button type="submit" intent="primary" text={t('generate.submit')} loading={busy} disabled={!chosenSp || !priceOk} />
              </>
            }
          />
        </form>
      </Dialog>
    </>
  );
}
