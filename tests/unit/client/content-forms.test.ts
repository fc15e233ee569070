import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secureMask } from '@shared/api/content';
import { formTypeBody as serverFormTypeBody, openFormTypeBody, previewBody } from '@shared/api/content-forms';
import {
  chooseDataStore,
  emptyFormType,
  firstFormTypeProblem,
  formTypeBody,
  formTypeDraft,
  formTypeErrors,
  newField,
  type FormTypeDraft,
} from '@client/features/authoring/content/formtypes/rules';
import { formTypesTab } from '@client/features/authoring/content/formtypes/tab';
import {
  emptyOpenForm,
  engineValues,
  firstOpenFormProblem,
  openFormBody,
  openFormDraft,
  previewFailureTitle,
  previewRequest,
  settingErrors,
  settingFields,
  systemReadOnly,
  withEngine,
} from '@client/features/authoring/content/openformtypes/rules';
import { openFormTypesTab } from '@client/features/authoring/content/openformtypes/tab';
import { useSession } from '@client/session/store';
import { provider, role, sessionUser } from '../shared/fixtures';
import { dynamicFormTypesTab } from '@client/features/authoring/content/dynamicformtypes/tab';
import { intentsTab } from '@client/features/authoring/content/intents/tab';
import { orderTabs, tabStates } from '@client/features/authoring/content/tabAccess';

const deps = { variables: [] };
const form = (patch: Partial<FormTypeDraft> = {}): FormTypeDraft => ({
  name: 'Customer details',
  description: '',
  fields: [
    newField({ name: 'account', label: 'Account number' }),
    newField({ name: 'phone', label: 'Phone', data_type: 'NUMERIC', required: true }),
  ],
  data_store_id: null,
  mapping: {},
  ...patch,
});

describe('the form tabs in the content screen', () => {
  it('sit in the spec order with their paths; Dynamic Forms and Intent need their flags', () => {
    const tabs = [intentsTab, dynamicFormTypesTab, openFormTypesTab, formTypesTab];
    expect(orderTabs(tabs).map((t) => t.id)).toEqual(['customformtypes', 'openformtypes', 'dynamicformtypes', 'intents']);
    expect(dynamicFormTypesTab.feature).toBe('dynamic-form-type');
    expect(intentsTab.feature).toBe('intent');
    const shown = tabStates(
      tabs,
      () => true,
      (flag) => flag !== 'intent',
    ).map((s) => s.tab.id);
    expect(shown).toEqual(['customformtypes', 'openformtypes', 'dynamicformtypes']);
    expect([formTypesTab, openFormTypesTab, dynamicFormTypesTab, intentsTab].map((t) => t.path)).toEqual([
      '/form/form-types',
      '/form/open-form-types',
      '/form/dynamic-form-types',
      '/intent',
    ]);
  });
});

describe('custom forms: draft and body', () => {
  it('a saved form becomes a draft and comes back as the same body, which the server schema accepts', () => {
    const saved = {
      name: 'Customer details',
      description: 'Who calls',
      fields: [
        { name: 'account', label: 'Account', data_type: 'STRING' as const, required: false },
        { name: 'phone', label: 'Phone', data_type: 'NUMERIC' as const, required: true },
      ],
      data_store_id: 4,
      field_mapping: { phone: 'phone_number' },
    };
    const draft = formTypeDraft(saved);
    expect(draft.mapping[draft.fields[1].key]).toBe('phone_number');
    const body = formTypeBody(draft);
    expect(body).toEqual({ ...saved, field_mapping: { phone: 'phone_number' } });
    expect(serverFormTypeBody.safeParse(body).success).toBe(true);
  });

  it('follows a renamed field in the mapping, and sends no mapping without a datastore', () => {
    const draft = form({ data_store_id: 2 });
    draft.mapping[draft.fields[0].key] = 'account_no';
    draft.fields[0] = { ...draft.fields[0], name: 'account_number' };
    expect(formTypeBody(draft).field_mapping).toEqual({ account_number: 'account_no' });
    expect(formTypeBody({ ...draft, data_store_id: null }).field_mapping).toEqual({});
  });

  it('choosing another datastore starts the mapping again', () => {
    const draft = form({ data_store_id: 2, mapping: { 1: 'x' } });
    expect(chooseDataStore(draft, 3).mapping).toEqual({});
    expect(chooseDataStore(draft, 2)).toBe(draft);
  });

  it('flags field names as the server does: pattern, repeats (case-insensitive), required label', () => {
    const draft = form({
      fields: [
        newField({ name: 'account number', label: 'A' }),
        newField({ name: 'Phone', label: '' }),
        newField({ name: 'phone', label: 'P' }),
      ],
    });
    const errors = formTypeErrors(draft);
    expect(errors.field[draft.fields[0].key].name?.key).toBe('forms.errors.fieldNamePattern');
    expect(errors.field[draft.fields[1].key].label?.key).toBe('forms.errors.required');
    expect(errors.field[draft.fields[2].key].name).toEqual({ key: 'forms.errors.nameTwice', values: { name: 'phone' } });
    expect(firstFormTypeProblem(draft, errors)).toEqual({
      key: 'formTypes.errors.inField',
      values: { index: 1, problem: 'forms.errors.fieldNamePattern' },
    });
  });

  it('refuses a form without fields or a column mapped twice before sending', () => {
    expect(formTypesTab.toBody(form({ fields: [] }), deps, 'create')).toEqual({ error: 'formTypes.errors.noFields', values: undefined });
    const draft = form({ data_store_id: 1 });
    draft.mapping = { [draft.fields[0].key]: 'col', [draft.fields[1].key]: 'COL' };
    expect(formTypesTab.toBody(draft, deps, 'create')).toEqual({ error: 'formTypes.errors.columnTwice', values: { column: 'COL' } });
    expect(formTypesTab.toBody(emptyFormType(), deps, 'create')).toMatchObject({
      error: 'forms.errors.in',
      values: { where: 'fields.name', problem: 'forms.errors.required' },
    });
  });
});

describe('open forms: settings, secrets and previews', () => {
  const saved = {
    open_form_type_id: 7,
    is_system: 0,
    oft_name: 'Order bot',
    description: null,
    engine: 'openai' as const,
    language: 'fr-FR',
    settings: { model: 'gpt-4', api_key: secureMask },
  };

  it('edits exactly the settings the server accepts for each engine, secrets as secrets', () => {
    expect(settingFields('lex').map((f) => f.key)).toEqual(['bot_id', 'bot_alias_id', 'region', 'access_key_id', 'secret_access_key']);
    expect(settingFields('watson').find((f) => f.key === 'environment_id')?.optional).toBe(true);
    expect(settingFields('openai').map((f) => [f.key, f.kind])).toEqual([
      ['model', 'model'],
      ['api_key', 'secret'],
      ['instructions', 'multiline'],
    ]);
    expect(settingFields('dialogflow').find((f) => f.key === 'credentials')?.kind).toBe('secret');
  });

  it('sends a stored secret back as the mask, so the server keeps it', () => {
    const draft = openFormDraft(saved);
    const body = openFormBody(draft);
    expect(body).toEqual({
      oft_name: 'Order bot',
      description: null,
      engine: 'openai',
      language: 'fr-FR',
      settings: { model: 'gpt-4', api_key: secureMask },
    });
    expect(openFormTypeBody.safeParse(body).success).toBe(true);
  });

  it('keeps what was typed per engine, leaves empty optional settings out and starts OpenAI on a model', () => {
    let draft = withEngine(emptyOpenForm('watson'), 'watson');
    draft = {
      ...draft,
      settings: { ...draft.settings, watson: { service_url: ' https://w.example ', assistant_id: 'a1', environment_id: '', api_key: 'k' } },
    };
    expect(engineValues(draft)).toEqual({ service_url: 'https://w.example', assistant_id: 'a1', api_key: 'k' });
    const other = withEngine({ ...draft, settings: { watson: draft.settings.watson } }, 'openai', 'gpt-4');
    expect(other.settings.openai).toEqual({ model: 'gpt-4' });
    expect(withEngine(other, 'watson').settings.watson?.assistant_id).toBe('a1');
  });

  it('reports setting problems in the server terms and names the setting', () => {
    const draft = {
      ...emptyOpenForm('lex'),
      oft_name: 'Lex bot',
      settings: { lex: { bot_id: 'b', bot_alias_id: 'a', region: 'nowhere', access_key_id: 'k', secret_access_key: '' } },
    };
    expect(settingErrors(draft)).toEqual({
      region: { key: 'openForms.errors.region' },
      secret_access_key: { key: 'forms.errors.required' },
    });
    expect(firstOpenFormProblem(draft)).toEqual({
      key: 'forms.errors.in',
      values: { where: 'openForms.settings.region', problem: 'openForms.errors.region' },
    });
    const watson = {
      ...emptyOpenForm('watson'),
      oft_name: 'W',
      settings: { watson: { service_url: 'ftp://x', assistant_id: 'a', api_key: 'k' } },
    };
    expect(settingErrors(watson)).toEqual({ service_url: { key: 'openForms.errors.url' } });
  });

  it('previews a saved form by its id (stored secrets) only while it keeps its engine', () => {
    const draft = openFormDraft(saved);
    const request = previewRequest(draft, '  Where is my order? ');
    expect(request).toEqual({
      open_form_type_id: 7,
      language: 'fr-FR',
      settings: { model: 'gpt-4', api_key: secureMask },
      text: 'Where is my order?',
    });
    expect(previewBody.safeParse(request).success).toBe(true);
    const moved = withEngine(draft, 'dialogflow');
    expect(previewRequest(moved, 'hi')).not.toHaveProperty('open_form_type_id');
  });

  it('titles a failed preview by its kind: 503 no engine service, 502 the engine failed', () => {
    expect(previewFailureTitle(503)).toBe('openForms.preview.unavailable');
    expect(previewFailureTitle(502)).toBe('openForms.preview.engineFailed');
    expect(previewFailureTitle(422)).toBe('openForms.preview.refused');
    expect(previewFailureTitle(0)).toBe('openForms.preview.failed');
  });

  it('a system form is read-only for users without the system role', () => {
    const system = openFormDraft({ ...saved, is_system: 1 });
    expect(systemReadOnly(system, false)).toBe(true);
    expect(systemReadOnly(system, true)).toBe(false);
    expect(systemReadOnly(openFormDraft(saved), false)).toBe(false);
    // Signed in as an account builder (the session store is the worker's: each test says who is signed in).
    useSession.setState({
      user: sessionUser({ user_type: 'ac', roles_with_scope: [role('Account Builder', 'ac', 1)], account_mappings: [provider(1, [11])] }),
      selection: { spId: 1, acId: 11 },
    });
    expect(openFormTypesTab.toBody(system, deps, 'update')).toEqual({ error: 'systemForms.readOnly' });
  });
});

describe('form and intent labels', () => {
  const locales = ['en', 'de', 'fr', 'fr-CA', 'es', 'it', 'pt-BR'];
  const read = (l: string) =>
    JSON.parse(readFileSync(join(process.cwd(), 'src/shared/i18n/locales', l, 'content.json'), 'utf8')) as Record<string, any>;
  const flat = (o: Record<string, unknown>, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]));
  const ours = ['forms', 'formTypes', 'openForms', 'systemForms', 'dynamicForms', 'intents'];

  it('name every engine, setting and dynamic field type in English', () => {
    const en = read('en');
    for (const engine of ['dialogflow', 'dialogflow_cx', 'lex', 'watson', 'azure_openai', 'openai'] as const) {
      expect(en.openForms.engines[engine]).toBeTruthy();
      for (const f of settingFields(engine)) expect(en.openForms.settings[f.key], f.key).toBeTruthy();
    }
    for (const type of ['text', 'textarea', 'number', 'email', 'phone', 'date', 'time', 'select', 'radio', 'checkbox', 'file'])
      expect(en.dynamicForms.types[type]).toBeTruthy();
  });

  it('exist in all seven locales', () => {
    const key = (k: string) => k.replace(/_(one|many|other)$/, '');
    const en = new Set(ours.flatMap((s) => flat(read('en')[s], `${s}.`)).map(key));
    for (const l of locales) {
      const table = read(l);
      expect(new Set(ours.flatMap((s) => flat(table[s] ?? {}, `${s}.`)).map(key)), l).toEqual(en);
      for (const item of ['formType', 'openFormType', 'dynamicFormType', 'intent'])
        expect(table.items[item], `${l} items.${item}`).toBeTruthy();
    }
  });
});
