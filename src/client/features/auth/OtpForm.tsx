import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, type Intent } from '@blueprintjs/core';
import { OtpInput, otpComplete } from './OtpInput';
import { useSubmit } from './use-request';

interface Props {
  /** Sends the code; a rejection shows the server's message and clears the field. */
  onSubmit(code: string): Promise<void>;
  submitLabel: string;
  intent?: Intent;
  autoFocus?: boolean;
  /** Shown at the start of the action row (a link back, a cancel button). */
  secondary?: ReactNode;
  id?: string;
}

/** The one-time code step: six digits, submit with Enter, server message inline. */
export function OtpForm({ onSubmit, submitLabel, intent = 'primary', autoFocus = true, secondary, id }: Props) {
  const [code, setCode] = useState('');
  const { busy, error, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!otpComplete(code)) return;
    void run(
      () => onSubmit(code),
      () => setCode(''),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {error && (
        <Callout intent="danger" role="alert" icon="error">
          {error}
        </Callout>
      )}
      <OtpInput id={id} value={code} onChange={setCode} autoFocus={autoFocus} disabled={busy} />
      <div className="studio-auth-actions">
        {secondary ?? <span />}
        <Button type="submit" intent={intent} size="large" loading={busy} disabled={!otpComplete(code)}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
