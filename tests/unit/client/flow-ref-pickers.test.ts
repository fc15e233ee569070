import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPickerModel, pickerModels } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { configFields, fieldOf, refModelOf, type FieldSpec, type RefModel } from '@shared/plugin-api/editor-fields';
import { isCreatable, listedModels, listedOf, refSources, libraryCreateUrl } from '@client/features/authoring/callflow/editor/refSources';
import { createForms } from '@client/features/authoring/callflow/editor/createForms';
import { refModels } from '@client/features/authoring/callflow/editor/useRefOptions';
import { contentTabs } from '@client/features/authoring/content/tabs';

/** Every field of a config (nested objects and list rows included) with its path. */
function walk(fields: readonly FieldSpec[], parent = ''): { path: string; field: FieldSpec }[] {
  return fields.flatMap((f) => {
    const path = parent ? `${parent}.${f.key}` : f.key;
    const own = [{ path, field: f }];
    if (f.kind === 'object') return [...own, ...walk(f.fields, path)];
    if (f.kind === 'list') return [...own, ...walk(f.item.kind === 'object' ? f.item.fields : [], `${path}.*`)];
    return own;
  });
}

/** The models a picker can load: the content library's lists, the account's tasks, the task's nodes, the complex variables. */
const loadable = new Set<RefModel>([...listedModels, 'task', 'node', 'complex_variable']);
const plugins = registry.all.filter((d) => d.availability.creatable);

describe('content ids become pickers', () => {
  it('maps every key suffix to its content model, the longest suffix winning', () => {
    expect(refModelOf('data_store_id')).toBe('datastore');
    expect(refModelOf('attachment_file_id')).toBe('file');
    expect(refModelOf('holiday_schedule_id')).toBe('holiday_schedule');
    expect(refModelOf('javascript_function_id')).toBe('javascript_function');
    expect(refModelOf('form_type_id')).toBe('form_type');
    expect(refModelOf('open_form_type_id')).toBe('open_form_type');
    expect(refModelOf('dynamic_form_type_id')).toBe('dynamic_form_type');
    expect(refModelOf('intent_id')).toBe('intent');
    expect(refModelOf('no_input_prompt_id')).toBe('prompt');
    expect(refModelOf('wait_time_variable_id')).toBe('variable');
    // Campaigns have no list call: a typed number.
    expect(refModelOf('campaign_id')).toBeNull();
    expect(fieldOf('campaign_id', z.number().int().nullable().default(null))).toMatchObject({ kind: 'number' });
    // Keys that only look alike are no content.
    expect(refModelOf('knowledge_group_id')).toBeNull();
    expect(refModelOf('profile')).toBeNull();
  });

  it('draws every content id of every plugin as a picker of a model the picker can load', () => {
    const seen = new Set<RefModel>();
    let ids = 0;
    for (const def of plugins) {
      for (const { path, field } of walk(configFields(def.config))) {
        if (!/_id$/.test(field.key) || (field.kind !== 'number' && field.kind !== 'ref')) continue;
        ids += 1;
        // An account's auth profiles are not content: chosen from their own list.
        if (field.key === 'auth_profile_id') {
          expect(field, `${def.type}.${path}`).toMatchObject({ kind: 'choice', source: 'auth-profile', nullable: true });
          continue;
        }
        expect(field.kind, `${def.type}.${path}`).toBe('ref');
        if (field.kind !== 'ref') continue;
        expect(loadable.has(field.model), `${def.type}.${path} → ${field.model}`).toBe(true);
        seen.add(field.model);
      }
    }
    // The catalogue picks about fifty content ids, of every listed model but dynamic forms.
    expect(ids).toBeGreaterThanOrEqual(45);
    expect([...seen].sort()).toEqual([
      'campaign',
      'complex_variable',
      'datastore',
      'file',
      'form_type',
      'holiday_schedule',
      'intent',
      'javascript_function',
      'node',
      'open_form_type',
      'prompt',
      'task',
      'variable',
    ]);
  });

  it("picks the same model the plugin's references() report for that id", () => {
    for (const def of plugins) {
      const defaults = def.defaults() as Record<string, unknown>;
      for (const { path, field } of walk(configFields(def.config))) {
        if (field.kind !== 'ref' || path.includes('.')) continue;
        const config = def.config.safeParse({ ...defaults, [field.key]: 987_654 });
        if (!config.success) continue;
        const named = def.references(config.data).filter((r: { id: number }) => r.id === 987_654);
        // A picker model's choice is a reference of its content model (a complex variable is a variable).
        const model = isPickerModel(field.model) ? pickerModels[field.model] : field.model;
        for (const ref of named) expect(ref.model, `${def.type}.${path}`).toBe(model);
      }
    }
  });

  it('loads only the lists the fields need', () => {
    expect([...refModels(configFields(registry.require('data_store').config))].sort()).toContain('datastore');
    expect(refModels(configFields(registry.require('data_store').config)).has('prompt')).toBe(false);
    expect([...refModels(configFields(registry.require('prompt').config))]).toEqual(['prompt']);
    // A complex-variable picker loads its own list, and the whole variable list that tells what is gone.
    const dataStore = refModels(configFields(registry.require('data_store').config));
    expect(dataStore.has('complex_variable') && dataStore.has('variable')).toBe(true);
  });
});

describe('picker sources', () => {
  it("read the content library's own list calls, permissions and names", () => {
    // A row answering every key: ids are numbers derived from the key, names the key itself.
    const row = new Proxy({} as Record<string, unknown>, {
      get: (_, key) => (String(key).endsWith('_id') ? String(key).length * 7 : `name:${String(key)}`),
    });
    for (const model of listedModels.filter((m) => m !== 'campaign')) {
      const source = refSources[model];
      const tab = contentTabs.find((t) => t.id === source.tab);
      expect(tab, model).toBeDefined();
      expect(source.path, model).toBe(tab!.path);
      expect(source.permission, model).toBe(tab!.permission);
      expect(source.feature, model).toBe(tab!.feature);
      expect(source.option(row), model).toEqual({ id: tab!.idOf(row), name: tab!.nameOf(row) });
    }
    // Campaigns are listed by /build/campaigns' own call, every type.
    expect(refSources.campaign).toMatchObject({
      path: '/campaign/campaigns',
      listQuery: { campaign_type: 'all' },
      permission: 'build.campaigns',
    });
    expect(refSources.campaign.option({ campaign_id: 4, campaign_name: 'Reminders' })).toEqual({ id: 4, name: 'Reminders' });
    // Prompt pickers list what the library lists: IVA prompts.
    expect(refSources.prompt.listQuery).toEqual(contentTabs.find((t) => t.id === 'prompts')!.listQuery);
  });

  it('creates in place where a name (and what the type cannot do without) is enough, else opens the library', () => {
    const inPlace = listedModels.filter((m) => refSources[m].create === 'dialog').sort();
    expect(inPlace).toEqual(['datastore', 'holiday_schedule', 'javascript_function', 'prompt', 'variable']);
    for (const model of inPlace) expect(createForms[model]?.tab.id, model).toBe(refSources[model].tab);
    expect(libraryCreateUrl('form_type', { spId: 3, acId: 9 })).toBe('/build/content?tab=customformtypes&create=1&sp_id=3&ac_id=9');
  });

  it("builds the create call's body with the library's rules from the typed name", () => {
    const deps = { variables: [{ variable_id: 4, variable_name: 'caller' }] };
    const prompt = createForms.prompt!;
    const draft = prompt.start('Welcome');
    draft.texts[0].text = 'Hello {{caller}}';
    expect(prompt.tab.toBody(draft, deps, 'create')).toEqual({
      body: { prompt_name: 'Welcome', prompt_type: 'IVA', texts: [{ language: 'en-US', text: 'Hello {{4}}', file_id: null }] },
    });
    const unknown = prompt.start('Bad');
    unknown.texts[0].text = 'Hi {{nobody}}';
    expect(prompt.tab.toBody(unknown, deps, 'create')).toEqual({ error: 'form.unknownVariables', values: { names: 'nobody' } });
    // A datastore needs its first column; a function a JavaScript name.
    expect(createForms.datastore!.tab.toBody(createForms.datastore!.start('Orders'), deps, 'create')).toMatchObject({
      error: 'datastores.errors.inColumn',
    });
    expect(createForms.javascript_function!.tab.toBody(createForms.javascript_function!.start('2fast'), deps, 'create')).toMatchObject({
      error: 'functions.problems.identifier',
    });
    expect(createForms.variable!.tab.toBody(createForms.variable!.start(' zip '), deps, 'create')).toMatchObject({
      body: { variable_name: 'zip', variable_type: 'single_value', scope: 'session' },
    });
    // A complex-variable picker makes a variable of a complex type: an array one unless payment or xsip is chosen.
    const complex = createForms.complex_variable!;
    expect(complex.tab.id).toBe(refSources.variable.tab);
    expect(complex.tab.toBody(complex.start(' basket '), deps, 'create')).toMatchObject({
      body: { variable_name: 'basket', variable_type: 'array', default_value: null },
    });
    expect(isCreatable('complex_variable') && listedOf('complex_variable')).toBe('variable');
    expect(isCreatable('task') || isCreatable('node')).toBe(false);
  });
});
