import { Button, Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import type { EntityRow } from '../entities/api';

/** A field the test asks for (entities namespace label); `long` is a text area (Ctrl+Enter sends). */
export interface TestField {
  name: string;
  label: string;
  long?: boolean;
  type?: 'email' | 'tel' | 'text';
}

export interface TestSpec {
  /** The call under /api; :id is the profile's id. */
  path: string;
  /** The profile's id field. */
  idField: string;
  /** Whether the id goes in the path (:id) or in the body under idField. */
  idInBody?: boolean;
  /** Fields of the saved profile the body carries as they are (a test of settings, not of an id). */
  rowFields?: readonly string[];
  /** Whether the profile has this test (a Firebase node-logging profile has one, a webhook none); every profile when absent. */
  appliesTo?(row: EntityRow): boolean;
  fields: readonly TestField[];
  title: string;
  action: string;
  icon: 'send-message' | 'link' | 'key';
}

type Answer = { success: boolean; message: string };

/**
 * A profile's test beside its form: the fields the test needs (where a test mail or an SMS goes), one
 * button that makes the real outside call, and its answer in words — a success, or what went wrong. Enter in a
 * field sends (a section of the profile's form, not a form of its own); only users who may change the profile see it (the call spends the outside service's quota).
 */
export default function ProfileTest({
  row,
  canWrite,
  spec,
  onAnswer,
}: {
  row: EntityRow;
  canWrite: boolean;
  spec: TestSpec;
  /** Called once the test answered (what the profile stored of it may have changed). */
  onAnswer?: () => void;
}) {
  const { t } = useTranslation('entities');
  const selection = useSession((s) => s.selection);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(spec.fields.map((f) => [f.name, ''])));
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!canWrite || !row.is_enabled || (spec.appliesTo && !spec.appliesTo(row))) return null;
  const id = row[spec.idField] as number;
  const ready = spec.fields.every((f) => values[f.name].trim() !== '');
  const run = async () => {
    if (!ready || busy || !selection) return;
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      const body = {
        ...Object.fromEntries(spec.fields.map((f) => [f.name, values[f.name].trim()])),
        ...(spec.idInBody ? { [spec.idField]: id } : {}),
        ...Object.fromEntries((spec.rowFields ?? []).map((name) => [name, row[name]])),
      };
      setAnswer(await api<Answer>(spec.path.replace(':id', String(id)), { method: 'POST', selection, body }));
      onAnswer?.();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  // The section sits inside the profile's form: its keys are its own (Enter in a field sends the test, Ctrl+Enter in a
  // text area too), never the profile form's save.
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter') return;
    const area = e.target instanceof HTMLTextAreaElement;
    if (area && !(e.ctrlKey || e.metaKey)) return;
    e.preventDefault();
    e.stopPropagation();
    void run();
  };
  const prefix = `profile-test-${spec.idField}`;
  return (
    <section className="profile-test" aria-labelledby={`${prefix}-title`} onKeyDown={onKey}>
      <h3 className="ent-section" id={`${prefix}-title`}>
        {t(spec.title)}
      </h3>
      {spec.fields.map((f) => (
        <FormGroup key={f.name} label={t(f.label)} labelFor={`${prefix}-${f.name}`}>
          {f.long ? (
            <TextArea
              id={`${prefix}-${f.name}`}
              fill
              rows={2}
              value={values[f.name]}
              onChange={(e) => setValues({ ...values, [f.name]: e.currentTarget.value })}
            />
          ) : (
            <InputGroup
              id={`${prefix}-${f.name}`}
              type={f.type ?? 'text'}
              value={values[f.name]}
              onValueChange={(v) => setValues({ ...values, [f.name]: v })}
            />
          )}
        </FormGroup>
      ))}
      <Button icon={spec.icon} text={t(spec.action)} loading={busy} disabled={!ready} onClick={() => void run()} />
      <div aria-live="polite" className="profile-test-answer">
        {answer && (
          <Callout intent={answer.success ? 'success' : 'danger'} data-testid="profile-test-answer">
            {answer.message}
          </Callout>
        )}
        {error && (
          <Callout intent="danger" data-testid="profile-test-answer">
            {error}
          </Callout>
        )}
      </div>
    </section>
  );
}
