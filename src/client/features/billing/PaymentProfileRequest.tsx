import { Button, Callout, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentProcessTypes, type paymentProfile } from '@shared/api/payment';
import { paymentProfilesShell } from '@shared/entities/payment-profiles';
import type { z } from 'zod';
import { api } from '@client/api/http';
import { formKeys } from '@client/commands/formKeys';
import { focusWhenFree } from '@client/shell/focusIsFree';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { useSession } from '@client/session/store';
import { idleKey, entityKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import { KeyValueEditor, type Pair } from './KeyValueEditor';
import './i18n';
import './billing.css';

type Test = { success: boolean; status: number | null; message: string; authorization: string | null; response: string };
type Generated = { request_body: Record<string, unknown>; request_headers: Record<string, string> };
type Profile = z.infer<typeof paymentProfile>;

/** The custom payload's text is empty or a JSON object. */
const payloadValid = (text: string) => {
  if (text.trim() === '') return true;
  try {
    const v: unknown = JSON.parse(text);
    return !!v && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
};

/**
 * The profile whose section's Save takes the keys when it is next drawn: a save redraws the whole panel with the
 * saved row (a new instance of this section), and until the save's state has cleared the old Save is still
 * disabled, so neither a focus in the same frame nor in the next one can be counted on.
 */
let focusSaveOf: number | null = null;

/**
 * A payment profile beside its fields: its request-parameter variables and inputs (key/value
 * lists) and custom payload (JSON, checked as it is typed), saved with their own button or Ctrl+Enter in
 * this section; the request body for a process type (generate-request-body) and a test of the gateway
 * (test-payment-gateway), both with the values as edited, saved or not; the request's headers show the Authorization of
 * the profile's auth profile as the mask, and the test says what the auth profile gave (a token fetched or kept).
 */
export default function PaymentProfileRequest({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('billing');
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const saved = row as unknown as Profile;
  const [variables, setVariables] = useState<Pair[]>(() => saved.request_param_variables.map((v) => ({ name: v.name, value: v.variable })));
  const [inputs, setInputs] = useState<Pair[]>(() => saved.request_param_inputs.map((v) => ({ name: v.name, value: v.value })));
  const [payload, setPayload] = useState(saved.custom_payload ?? '');
  const [type, setType] = useState<string>(paymentProcessTypes[0]);
  const [body, setBody] = useState<Generated | null>(null);
  const [test, setTest] = useState<Test | null>(null);
  const [busy, setBusy] = useState<'body' | 'test' | 'save' | null>(null);
  // The variables the provider's payment profiles already use: the names offered for a variable.
  const known = useQuery({
    queryKey: selection ? entityKeys.paymentVariables(paymentProfilesShell, selection) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) => api<Profile[]>('/payment/payment-profile', { signal, selection: selection!, query: { fetch_all: 1 } }),
    select: (rows) => [...new Set(rows.flatMap((p) => p.request_param_variables.map((v) => v.variable)))].sort(),
  });
  const payloadOk = payloadValid(payload);
  const complete = (pairs: Pair[]) => pairs.filter((p) => p.name.trim() !== '' || p.value.trim() !== '');
  const edited = () => ({
    request_param_variables: complete(variables).map((p) => ({ name: p.name.trim(), variable: p.value.trim() })),
    request_param_inputs: complete(inputs).map((p) => ({ name: p.name.trim(), value: p.value })),
    custom_payload: payload.trim() === '' ? null : payload,
  });
  const run = (which: 'body' | 'test') => {
    if (!payloadOk) return;
    setBusy(which);
    const path = which === 'body' ? '/payment/payment-profile/generate-request-body' : '/payment/payment-profile/test-payment-gateway';
    api<Generated & Partial<Test>>(path, {
      method: 'POST',
      selection,
      body: { payment_profile_id: saved.payment_profile_id, payment_process_type: type, ...edited() },
    })
      .then((answer) => {
        setBody({ request_body: answer.request_body, request_headers: answer.request_headers });
        setTest(which === 'test' ? (answer as Test) : null);
      }, notifyError)
      .finally(() => setBusy(null));
  };
  const save = async () => {
    if (!payloadOk || !selection || busy) return;
    setBusy('save');
    try {
      await api(`/payment/payment-profile/${saved.payment_profile_id}`, { method: 'PUT', selection, body: edited() });
      notifySuccess(t('payment.saved'));
      // The panel is shown again with the saved row; the keys come back to this section's Save once it is drawn enabled.
      focusSaveOf = saved.payment_profile_id;
      await client.invalidateQueries({ queryKey: entityKeys.all(paymentProfilesShell, selection) });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  };
  const takeKeysAfterSave = (button: HTMLButtonElement | null) => {
    if (!button || button.disabled || focusSaveOf !== saved.payment_profile_id) return;
    focusSaveOf = null;
    focusWhenFree(button);
  };
  // Ctrl/Cmd+Enter here saves this section (not the fields above).
  const onKeyDown = formKeys<KeyboardEvent<HTMLElement>>(
    {
      submit: () => {
        if (canWrite) void save();
      },
    },
    { stop: ['submit'] },
  );
  return (
    <section className="billing-request" aria-labelledby="billing-request-title" onKeyDown={onKeyDown}>
      <h3 className="ent-section" id="billing-request-title">
        {t('payment.title')}
      </h3>
      <KeyValueEditor
        id="billing-variables"
        caption={t('payment.variables')}
        valueLabel={t('payment.variable')}
        rows={variables}
        onChange={setVariables}
        suggestions={known.data}
        readOnly={!canWrite}
      />
      <KeyValueEditor
        id="billing-inputs"
        caption={t('payment.inputs')}
        valueLabel={t('payment.value')}
        rows={inputs}
        onChange={setInputs}
        readOnly={!canWrite}
      />
      <FormGroup
        label={t('payment.payload')}
        labelFor="billing-payload"
        helperText={payloadOk ? t('payment.payloadHelp') : t('payment.payloadInvalid')}
        intent={payloadOk ? 'none' : 'danger'}
      >
        <TextArea
          id="billing-payload"
          fill
          rows={5}
          className="billing-json"
          value={payload}
          readOnly={!canWrite}
          intent={payloadOk ? 'none' : 'danger'}
          aria-invalid={!payloadOk}
          spellCheck={false}
          onChange={(e) => setPayload(e.currentTarget.value)}
        />
      </FormGroup>
      {canWrite && (
        <div className="billing-actions">
          <Button
            ref={takeKeysAfterSave}
            id="billing-request-save"
            intent="primary"
            icon="floppy-disk"
            text={t('payment.save')}
            loading={busy === 'save'}
            disabled={!payloadOk}
            onClick={() => void save()}
          />
        </div>
      )}
      <FormGroup label={t('payment.processType')} labelFor="billing-process-type">
        <HTMLSelect
          id="billing-process-type"
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
          options={paymentProcessTypes.map((p) => ({ value: p, label: t(`payment.types.${p}`) }))}
        />
      </FormGroup>
      <div className="billing-actions">
        <Button text={t('payment.generate')} loading={busy === 'body'} disabled={!payloadOk} onClick={() => run('body')} />
        {canWrite && (
          <Button
            icon="send-message"
            text={t('payment.test')}
            loading={busy === 'test'}
            disabled={!payloadOk}
            onClick={() => run('test')}
          />
        )}
      </div>
      <div aria-live="polite">
        {test && (
          <Callout intent={test.success ? 'success' : 'danger'} className="billing-test">
            {test.message}
            {test.authorization && <p className="billing-auth">{test.authorization}</p>}
            {test.response && <pre className="billing-pre">{test.response}</pre>}
          </Callout>
        )}
        {body && (
          <>
            <h4 className="billing-subtitle">{t('payment.headers')}</h4>
            <pre className="billing-pre billing-headers" tabIndex={0} aria-label={t('payment.headers')}>
              {Object.entries(body.request_headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}
            </pre>
            <h4 className="billing-subtitle">{t('payment.body')}</h4>
            <pre className="billing-pre" tabIndex={0} aria-label={t('payment.body')}>
              {JSON.stringify(body.request_body, null, 2)}
            </pre>
          </>
        )}
      </div>
    </section>
  );
}
