import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFields, contentId, declaredRefs, defineNode, textWithVariables, type ContentModel } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { fieldOf } from '@shared/plugin-api/editor-fields';
import { ctxWith } from '@plugins/test-support';

/** A node type that declares its content and has no validate() or references() of its own. */
const probe = defineNode({
  type: 'probe_node',
  category: 'one_child',
  group: 'More',
  label: { en: 'Probe' },
  icon: 'cube',
  config: z.object({
    mode: z.enum(['plain', 'faq']).default('plain'),
    greeting: contentId('prompt'),
    text: textWithVariables(200),
    rows: z.array(z.object({ target: contentId('variable') })).default([]),
    store: contentId('datastore', { when: (c: { mode: string }) => c.mode === 'faq' }),
  }),
});

describe('content-id fields', () => {
  it('are found in the schema with their model and path, through lists and defaults', () => {
    expect(contentFields(probe.config).map((f) => [f.path.join('.'), f.model])).toEqual([
      ['greeting', 'prompt'],
      ['text', 'text'],
      ['rows.*.target', 'variable'],
      ['store', 'datastore'],
    ]);
  });

  it('give references() in the order of the settings, each once, and only in the mode they belong to', () => {
    const config = probe.config.parse({ greeting: 3, text: 'Hi {{7}} and {{7}}, {{-1}}', rows: [{ target: 7 }, { target: 8 }], store: 5 });
    expect(probe.references(config)).toEqual([
      { model: 'prompt', id: 3 },
      { model: 'variable', id: 7 },
      { model: 'variable', id: -1 },
      { model: 'variable', id: 8 },
    ]);
    expect(declaredRefs(probe.config, { ...config, mode: 'faq' })).toContainEqual({ model: 'datastore', id: 5 });
  });

  it('give the existence checks: a chosen id that is gone, a {{id}} naming a variable that is gone', () => {
    const config = probe.config.parse({ mode: 'faq', greeting: 3, text: 'Hi {{7}}', rows: [{ target: null }, { target: 8 }], store: 5 });
    expect(probe.validate(config, ctxWith([{ model: 'variable', id: 8 }]))).toEqual([
      { path: 'greeting', message: 'The selected prompt no longer exists.', severity: 'error' },
      { path: 'text', message: 'The text refers to a variable that no longer exists ({{7}}).', severity: 'error' },
      { path: 'store', message: 'The selected datastore no longer exists.', severity: 'error' },
    ]);
    const all = [
      { model: 'prompt', id: 3 },
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'datastore', id: 5 },
    ] as const;
    expect(probe.validate(config, ctxWith([...all]))).toEqual([]);
    // Nothing is reported where nothing can be looked up.
    expect(probe.validate(config, { ...ctxWith(), exists: () => undefined })).toEqual([]);
    // A setting of another mode is not checked.
    expect(probe.validate({ ...config, mode: 'plain' }, ctxWith([...all].filter((r) => r.model !== 'datastore')))).toEqual([]);
  });

  it('are reported once when a definition checks them itself too', () => {
    const menu = registry.require('menu');
    const diagnostics = menu.validate(menu.config.parse({ prompt_id: 4, no_input_prompt_id: 5 }), ctxWith());
    expect(diagnostics.filter((d) => d.path === 'prompt_id' || d.path === 'no_input_prompt_id')).toEqual([
      { path: 'prompt_id', message: 'The selected prompt no longer exists.', severity: 'error' },
      { path: 'no_input_prompt_id', message: 'The selected prompt no longer exists.', severity: 'error' },
    ]);
  });

  it('pick from the declared model in the editor, whatever the key is called', () => {
    expect(fieldOf('greeting', contentId('prompt'))).toMatchObject({ kind: 'ref', model: 'prompt' });
    expect(fieldOf('target', contentId('holiday_schedule'))).toMatchObject({ kind: 'ref', model: 'holiday_schedule' });
    // Campaigns are picked from the account's campaigns (trigger_campaign), not typed.
    expect(fieldOf('campaign_id', contentId('campaign'))).toMatchObject({ kind: 'ref', model: 'campaign' });
  });

  it('of every registered type are its references: each top-level content id set is referenced', () => {
    for (const def of registry.all) {
      for (const field of contentFields(def.config)) {
        if (field.path.length !== 1 || field.model === 'text') continue;
        const config = { ...def.defaults(), [field.path[0]]: 424242 };
        if (field.when && !field.when(config)) continue;
        expect(def.references(config), `${def.type}.${field.path[0]}`).toContainEqual({ model: field.model as ContentModel, id: 424242 });
      }
    }
  });
});

/** A node type whose prompt is required by its declaration, with one check of its own. */
const needsPrompt = defineNode({
  type: 'needs_prompt_node',
  category: 'one_child',
  group: 'More',
  label: { en: 'Needs a prompt' },
  icon: 'cube',
  config: z.object({
    name: z.string().default(''),
    greeting: contentId('prompt', { required: 'Greeting' }),
    rows: z.array(z.object({ target: contentId('variable', { required: 'Target' }) })).default([]),
    store: contentId('datastore', { required: 'Store', when: (c: { name: string }) => c.name === 'faq' }),
  }),
  validate: (config) => (config.name === '' ? [{ path: 'name', message: 'Name it.', severity: 'error' as const }] : []),
});

describe('a content field declared required', () => {
  it('is required when left empty, in every list entry, and only in the mode it belongs to; the check comes before the type’s own', () => {
    const config = needsPrompt.config.parse({ rows: [{ target: 4 }, { target: null }] });
    expect(needsPrompt.validate(config, ctxWith([{ model: 'variable', id: 4 }]))).toEqual([
      { path: 'greeting', message: 'Greeting is required.', severity: 'error' },
      { path: 'rows.1.target', message: 'Target is required.', severity: 'error' },
      { path: 'name', message: 'Name it.', severity: 'error' },
    ]);
    const faq = needsPrompt.config.parse({ name: 'faq', greeting: 2 });
    expect(needsPrompt.validate(faq, ctxWith([{ model: 'prompt', id: 2 }]))).toEqual([
      { path: 'store', message: 'Store is required.', severity: 'error' },
    ]);
  });

  it('is also checked for existence once chosen', () => {
    const config = needsPrompt.config.parse({ name: 'x', greeting: 9 });
    expect(needsPrompt.validate(config, ctxWith([]))).toEqual([
      { path: 'greeting', message: 'The selected prompt no longer exists.', severity: 'error' },
    ]);
  });
});
