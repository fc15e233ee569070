import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { VisualForm, VisualFormAttachment } from '@shared/api/visual-form';
import { checkFormValues } from '@shared/visual-form-values';
import { ApiError } from '@client/api/http';
import { AuthLayout } from '../auth/AuthLayout';
import { errorText, useRequest } from '../auth/use-request';
import { Attachments } from './Attachments';
import { FormFields } from './FormFields';
import { visualFormApi } from './api';
import './i18n';
import './visual-form.css';

/** `name: message` lines (the server's and the shared check's) as messages by field name. */
function byField(lines: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(': ');
    if (at > 0) out[line.slice(0, at)] ??= line.slice(at + 2);
  }
  return out;
}

function Filling({ uuid, form, onDone }: { uuid: string; form: VisualForm; onDone(): void }) {
  const { t } = useTranslation('visualform');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attached, setAttached] = useState<VisualFormAttachment[]>([]);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkFormValues(form.fields, values);
    if (checked.errors.length) {
      setErrors(byField(checked.errors));
      setFailure(t('fixFields'));
      // The first field with an error takes the focus, so its message is read with it.
      const first = form.fields.find((f) => byField(checked.errors)[f.name]);
      if (first) document.getElementById(`vf-field-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await visualFormApi.event(uuid, 'submit', { values: checked.values, attachments: attached.map((a) => a.attachment_id) });
      onDone();
    } catch (e) {
      const lines = e instanceof ApiError && e.body && typeof e.body === 'object' ? ((e.body as { errors?: string[] }).errors ?? []) : [];
      setErrors(byField(lines));
      setFailure(errorText(e));
      summary.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <div ref={summary} tabIndex={-1}>
        {failure && (
          <Callout intent="danger" role="alert" icon="error">
            {failure}
          </Callout>
        )}
      </div>
      <FormFields
        fields={form.fields}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      {form.allow_upload && (
        <Attachments uuid={uuid} max={form.max_attachments} attached={attached} onAttached={setAttached} disabled={busy} />
      )}
      <div className="studio-auth-actions">
        <span />
        <Button type="submit" intent="primary" size="large" loading={busy} text={t('submit')} />
      </div>
    </form>
  );
}

/**
 * /visualform/{uuid?} (spec 1 §2, spec 2 §2): the public page a caller opens from the link of a session waiting on a
 * visual form. No sign-in. It sends open when the form is shown and close (a beacon) when the page is left unsent.
 */
export default function VisualFormPage() {
  const { t } = useTranslation('visualform');
  const uuid = useParams<{ uuid?: string }>().uuid ?? '';
  const form = useRequest((signal) => (uuid ? visualFormApi.get(uuid, signal) : Promise.resolve(null)), `visual-form|${uuid}`);
  const [done, setDone] = useState(false);
  const opened = useRef<string | null>(null);
  const finished = useRef(false);

  useEffect(() => {
    if (!form.data || opened.current === uuid) return;
    opened.current = uuid;
    void visualFormApi.event(uuid, 'open').catch(() => undefined);
  }, [form.data, uuid]);

  useEffect(() => {
    if (!form.data) return;
    const leave = () => {
      if (!finished.current) visualFormApi.closeBeacon(uuid);
      finished.current = true;
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [form.data, uuid]);

  useEffect(() => {
    document.title = form.data?.form_name ?? t('title');
  }, [form.data, t]);

  if (!uuid) {
    return (
      <AuthLayout title={t('noUuidTitle')}>
        <NonIdealState icon="link" description={t('noUuid')} />
      </AuthLayout>
    );
  }
  if (form.loading) {
    return (
      <AuthLayout title={t('title')}>
        <div className="vf-loading" role="status">
          <Spinner size={32} aria-hidden="true" />
          <p>{t('loading')}</p>
        </div>
      </AuthLayout>
    );
  }
  if (form.error || !form.data) {
    const missing = form.error && /no longer open|does not exist/.test(form.error);
    return (
      <AuthLayout title={t('notFoundTitle')}>
        <Callout intent={missing ? 'warning' : 'danger'} role="alert" icon={missing ? 'disable' : 'error'}>
          {form.error}
        </Callout>
        <p className="bp6-text-muted vf-hint">{missing ? t('notFoundHint') : null}</p>
        {!missing && <Button icon="refresh" text={t('retry')} onClick={form.reload} />}
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title={t('doneTitle')}>
        <Callout intent="success" role="status" icon="tick-circle">
          {t('done')}
        </Callout>
      </AuthLayout>
    );
  }
  const data = form.data;
  return (
    <AuthLayout
      title={data.form_name}
      lead={
        <>
          {data.logo_url && <img className="vf-logo" src={data.logo_url} alt={t('logo')} />}
          {data.description}
        </>
      }
    >
      <Filling
        uuid={uuid}
        form={data}
        onDone={() => {
          finished.current = true;
          setDone(true);
        }}
      />
    </AuthLayout>
  );
}
