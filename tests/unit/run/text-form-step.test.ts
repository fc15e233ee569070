import { describe, expect, it } from 'vitest';
import { startSession, takeTurn } from '@shared/engine';
import { builder, engineDeps } from '../engine/support';

const form = {
  name: 'Callback',
  fields: [
    { name: 'age', label: 'Your age?', data_type: 'NUMERIC', required: true },
    { name: 'note', label: 'Anything else?', data_type: 'STRING', required: false },
  ],
};

describe('text_form step', () => {
  const flow = (config: Record<string, unknown> = {}) => {
    const b = builder(1, 'messaging');
    const node = b.add(b.canvas(), 'text_form', {
      form_type_id: 3,
      intro_text: 'Hi {{2}}',
      max_attempts: 2,
      field_mappings: [
        { source: 'age', variable_id: 7 },
        { source: 'note', variable_id: 8 },
      ],
      ...config,
    });
    const done = b.add(node, 'comment', { text: 'done' }, 'success');
    const gaveUp = b.add(node, 'comment', { text: 'gave up' }, 'failure');
    return { flow: b.flow(), node, done, gaveUp };
  };
  const deps = (f: ReturnType<typeof flow>, found: typeof form | null = form) =>
    engineDeps([f.flow], {}, { formType: async (id) => (id === 3 ? found : null) });
  const sent = (events: { type: string; text?: string }[]) => events.filter((e) => e.type === 'sent').map((e) => e.text);

  it('sends the intro, asks each field by its label, checks the answer and maps the answers into variables', async () => {
    const f = flow();
    const d = deps(f);
    const first = await startSession(d, { taskId: 1, channel: 'messaging', variables: { 2: 'Ann' } });
    expect(sent(first.events)).toEqual(['Hi Ann', 'Your age?']);
    expect(first.session).toMatchObject({ status: 'waiting', waiting: { input: 'text', timeoutMs: 120_000 } });
    const wrong = await takeTurn(d, first.session, { text: 'old' });
    expect(sent(wrong.events)).toEqual(['Your age? must be a number.', 'Your age?']);
    const age = await takeTurn(d, wrong.session, { text: '42' });
    expect(sent(age.events)).toEqual(['Anything else?']);
    const last = await takeTurn(d, age.session, { text: 'call after 5' });
    expect(last.session.variables).toMatchObject({ 7: 42, 8: 'call after 5' });
    expect(last.session.path).toContain(f.done);
    expect(last.session.stepState).toBeUndefined();
  });

  it('an optional field may stay empty; a required one asked past its attempts follows Not completed', async () => {
    const f = flow();
    const d = deps(f);
    let s = (await startSession(d, { taskId: 1, channel: 'messaging' })).session;
    s = (await takeTurn(d, s, { text: '30' })).session;
    const skipped = await takeTurn(d, s, { text: '' });
    expect(skipped.session.variables).toMatchObject({ 7: 30, 8: null });
    expect(skipped.session.path).toContain(f.done);

    let t = (await startSession(d, { taskId: 1, channel: 'messaging' })).session;
    t = (await takeTurn(d, t, {})).session;
    const out = await takeTurn(d, t, { text: 'x' });
    expect(out.session.path).toContain(f.gaveUp);
    expect(out.session.variables[7]).toBeUndefined();
  });

  it('no form type, a missing one or one without fields fails on the node in words', async () => {
    for (const [config, found, message] of [
      [{ form_type_id: null }, form, 'Text form has no form type: choose the form whose fields it asks.'],
      [{ form_type_id: 9 }, form, 'The form type of this text form does not exist.'],
      [{}, { name: 'Empty', fields: [] }, 'Text form cannot ask anything: the form type Empty has no fields.'],
    ] as const) {
      const f = flow(config);
      const { events } = await startSession(deps(f, found as typeof form), { taskId: 1, channel: 'messaging' });
      expect(events).toContainEqual({ type: 'error', node_id: f.node, message });
    }
  });
});
