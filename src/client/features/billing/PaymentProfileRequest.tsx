import { Button, Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentProcessTypes } from '@shared/api/payment';
import { api } from '@client/api/http';
import { notifyError } from '@client/shell/notices';
import { useSession } from '@client/session/store';
import type { EntityRow } from '../entities/api';
import './i18n';
import './billing.css';

type Test = { success: boolean; status: number | null; message: string; response: string };

/**
 * A payment profile beside its fields (issue 16 §6): the request it sends for a process type
 * (generate-request-body), and a test of its gateway (test-payment-gateway) with the gateway's answer.
 */
export default function PaymentProfileRequest({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('billing');
  const selection = useSession((s) => s.selection);
  const [type, setType] = useState<string>(paymentProcessTypes[0]);
  const [body, setBody] = useState<Record<string, unknown> | null>(null);
  const [test, setTest] = useState<Test | null>(null);
  const [busy, setBusy] = useState<'body' | 'test' | null>(null);
  const input = { payment_profile_id: row.payment_profile_id as number, payment_process_type: type };
  const run = (which: 'body' | 'test') => {
    setBusy(which);
    const path = which === 'body' ? '/payment/payment-profile/generate-request-body' : '/payment/payment-profile/test-payment-gateway';
    api<{ request_body: Record<string, unknown> } & Partial<Test>>(path, { method: 'POST', selection, body: input })
      .then((answer) => {
        setBody(answer.request_body);
        setTest(which === 'test' ? (answer as Test) : null);
      }, notifyError)
      .finally(() => setBusy(null));
  };
  return (
    <section className="billing-request">
      <h3 className="ent-section">{t('payment.title')}</h3>
      <FormGroup label={t('payment.processType')} labelFor="billing-process-type">
        <HTMLSelect id="billing-process-type" value={type} onChange={(e) => setType(e.currentTarget.value)} options={paymentProcessTypes.map((p) => ({ value: p, label: t(`payment.types.${p}`) }))} />
      </FormGroup>
      <div className="billing-actions">
        <Button text={t('payment.generate')} loading={busy === 'body'} onClick={() => run('body')} />
        {canWrite && <Button icon="send-message" text={t('payment.test')} loading={busy === 'test'} onClick={() => run('test')} />}
      </div>
      {test && <Callout intent={test.success ? 'success' : 'danger'} className="billing-test">{test.message}{test.response && <pre className="billing-pre">{test.response}</pre>}</Callout>}
      {body && (
        <>
          <h4 className="billing-subtitle">{t('payment.body')}</h4>
          <pre className="billing-pre" tabIndex={0} aria-label={t('payment.body')}>{JSON.stringify(body, null, 2)}</pre>
        </>
      )}
    </section>
  );
}
