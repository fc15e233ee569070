import { describe, expect, it } from 'vitest';
import { startSession, takeTurn } from '@shared/engine';
import { builder, engineDeps } from './support';

/** start → visual form (form type 3; full_name → 10, attachments → 11) → Submitted: comment / Not submitted: comment. */
function formFlow(config: Record<string, unknown> = {}) {
  const b = builder(1);
  const start = b.canvas();
  const form = b.add(start, 'visual_form', {
    form_type_id: 3,
    phone: '{{12}}',
    sms_text: 'Hi {{13}}, fill in:',
    wait_seconds: 120,
    allow_file_upload: true,
    field_mappings: [
      { source: 'full_name', variable_id: 10 },
      { source: 'attachments', variable_id: 11 },
      { source: 'age', variable_id: 14 },
    ],
    ...config,
  });
  const submitted = b.add(form, 'comment', { text: 'ok' }, 'success');
  const notSubmitted = b.add(form, 'comment', { text: 'no' }, 'failure');
  return { deps: engineDeps([b.flow()]), form, submitted, notSubmitted };
}

describe('visual_form run()', () => {
  it('waits on a fresh call uuid for wait_seconds and says where the form is', async () => {
    const f = formFlow();
    const { session, events } = await startSession(f.deps, { taskId: 1, channel: 'voice', variables: { 12: '+15550100', 13: 'Ann' } });
    expect(session.status).toBe('waiting');
    expect(session.nodeId).toBe(f.form);
    const uuid = session.waiting?.form?.callUuid ?? '';
    expect(uuid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(session.waiting).toEqual({ input: 'form', timeoutMs: 120_000, form: { callUuid: uuid, formTypeId: 3, allowUpload: true } });
    expect(events).toContainEqual({
      type: 'simulated',
      node_id: f.form,
      text: `Visual form: a live call would text +15550100: Hi Ann, fill in: /visualform/${uuid}`,
    });
    expect(events).toContainEqual({ type: 'form_link', node_id: f.form, call_uuid: uuid, url: `/visualform/${uuid}` });
    const other = await startSession(f.deps, { taskId: 1, channel: 'voice' });
    expect(other.session.waiting?.form?.callUuid).not.toBe(uuid);
  });

  it('a submit sets the mapped variables (attachments as their ids) and leaves by Submitted', async () => {
    const f = formFlow();
    const { session } = await startSession(f.deps, { taskId: 1, channel: 'voice' });
    const after = await takeTurn(f.deps, session, {
      form: { event: 'submit', values: { full_name: 'Ann Lee', extra: 'x' }, attachments: ['a1', 'b2'] },
    });
    expect(after.session.variables).toEqual({ 10: 'Ann Lee', 11: 'a1,b2' });
    expect(after.session.path).toContain(f.submitted);
    expect(after.session.path).not.toContain(f.notSubmitted);
    expect(after.session.status).toBe('ended');
  });

  it('a close or the timer (no input) leaves by Not submitted with a clear note', async () => {
    const f = formFlow();
    const { session } = await startSession(f.deps, { taskId: 1, channel: 'voice' });
    const closed = await takeTurn(f.deps, session, { form: { event: 'close' } });
    expect(closed.session.path).toContain(f.notSubmitted);
    expect(closed.events).toContainEqual({
      type: 'simulated',
      node_id: f.form,
      text: 'Visual form: the caller closed the form without submitting it.',
    });
    const timedOut = await takeTurn(f.deps, session, {});
    expect(timedOut.session.path).toContain(f.notSubmitted);
    expect(timedOut.events).toContainEqual({
      type: 'simulated',
      node_id: f.form,
      text: 'Visual form: the form was not submitted in time.',
    });
    expect(timedOut.session.variables).toEqual({});
  });

  it('without a form type the node reports an error', async () => {
    const f = formFlow({ form_type_id: null });
    const { session, events } = await startSession(f.deps, { taskId: 1, channel: 'voice' });
    expect(session.status).toBe('ended');
    expect(events).toContainEqual({ type: 'error', node_id: f.form, message: 'Choose the form type this visual form shows.' });
  });
});

describe('checkFormValues', async () => {
  const { checkFormValues } = await import('@shared/visual-form-values');
  const fields = [
    { name: 'full_name', label: 'Full name', data_type: 'STRING' as const, required: true },
    { name: 'amount', label: 'Amount', data_type: 'CURRENCY_EUR' as const, required: false },
    { name: 'day', label: 'Day', data_type: 'DATE' as const, required: false },
    { name: 'at', label: 'At', data_type: 'TIME' as const, required: false },
    { name: 'ok', label: 'OK', data_type: 'BOOLEAN' as const, required: true },
  ];
  it('types the values and reports each problem in field order', () => {
    expect(checkFormValues(fields, { full_name: 'Ann', amount: '12.50', day: '2026-02-28', at: '09:30', ok: 'false' })).toEqual({
      values: { full_name: 'Ann', amount: 12.5, day: '2026-02-28', at: '09:30', ok: false },
      errors: [],
    });
    expect(checkFormValues(fields, { amount: 'a lot', day: '2026-02-30', at: '25:00', x: 1 }).errors).toEqual([
      "x: The form has no field 'x'.",
      'full_name: Full name is required.',
      'amount: Amount must be a number.',
      'day: Day must be a date (YYYY-MM-DD).',
      'at: At must be a time (HH:MM).',
      'ok: OK is required.',
    ]);
  });
});
