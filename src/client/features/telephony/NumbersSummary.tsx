import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { phoneNumbersShell } from '@shared/entities/phone-numbers';
import { api, ApiError } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { notifySuccess } from '@client/shell/notices';
import './telephony.css';

interface Summary {
  total: number;
  in_use: number;
  available: number;
}

/**
 * Beside the numbers' subtitle: the summary of the enabled numbers (total, in use, available) and "Add many…" —
 * numbers one a line, with an optional region for national ones; every bad row is named and none is added.
 */
export default function NumbersSummary({ canWrite, selection }: { canWrite: boolean; selection?: Selection }) {
  const { t } = useTranslation('entities');
  const client = useQueryClient();
  const summary = useQuery({
    queryKey: selection ? entityKeys.summary(phoneNumbersShell, selection) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) =>
      api<{ summary: Summary }>(phoneNumbersShell.path, {
        signal,
        selection,
        whole: true,
        query: { fetch_all: 0, page: 1, per_page: 1 },
      }).then((a) => a.summary),
  });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [region, setRegion] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || lines.length === 0) return;
    setBusy(true);
    setErrors([]);
    try {
      const made = await api<unknown[]>('/portal/multiple-phone-numbers', {
        method: 'POST',
        selection,
        body: { phone_numbers: lines, ...(region.trim() ? { region: region.trim() } : {}) },
      });
      notifySuccess(t('phoneNumbers.addMany.added', { count: made.length }));
      if (selection) await client.invalidateQueries({ queryKey: entityKeys.all(phoneNumbersShell, selection) });
      setOpen(false);
      setText('');
    } catch (err) {
      const body = err instanceof ApiError ? (err.body as { errors?: string[] } | null) : null;
      setErrors(body?.errors?.length ? body.errors : [err instanceof Error ? err.message : String(err)]);
    } finally {
      setBusy(false);
    }
  };
  const s = summary.data;
  return (
    <span className="tel-summary">
      {s && (
        <Tag minimal round icon="phone" role="status">
          {t('phoneNumbers.summary.line', { total: s.total, in_use: s.in_use, available: s.available })}
        </Tag>
      )}
      <Button
        icon="add-row-bottom"
        text={t('phoneNumbers.addMany.open')}
        disabled={!canWrite}
        onClick={() => {
          setErrors([]);
          setOpen(true);
        }}
      />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('phoneNumbers.addMany.title')} icon="phone">
        <form
          onSubmit={(e) => void submit(e)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          }}
        >
          <DialogBody>
            <FormGroup label={t('phoneNumbers.addMany.numbers')} labelFor="tel-many-numbers">
              <TextArea
                id="tel-many-numbers"
                fill
                rows={8}
                autoFocus
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                placeholder={'+44 20 7946 0300\n+44 20 7946 0301'}
              />
            </FormGroup>
            <FormGroup label={t('phoneNumbers.fields.region')} labelFor="tel-many-region">
              <InputGroup id="tel-many-region" maxLength={2} value={region} onValueChange={setRegion} />
            </FormGroup>
            {errors.length > 0 && (
              <Callout intent="danger" role="alert">
                <ul className="tel-problems">
                  {errors.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('phoneNumbers.addMany.cancel')} onClick={() => setOpen(false)} />
                <Button
                  type="submit"
                  intent="primary"
                  text={t('phoneNumbers.addMany.submit')}
                  loading={busy}
                  disabled={lines.length === 0}
                />
              </>
            }
          />
        </form>
      </Dialog>
    </span>
  );
}
