import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { nodeDefinitions } from '@plugins/registry';
import { defaultEditor, handBuiltEditors, pluginEditorOf } from '@client/features/authoring/callflow/editor/pluginEditors';
import { configFields, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { layoutSections, sectionTitles, shownFields, type EditorSection } from '@client/features/authoring/callflow/editor/sections';
import { flowLocale, locales } from '@plugins/test-support';
import { settingSuggestionSources } from '@shared/plugin-api/suggestions';

// The editors' declarations are tested, not their drawing: the field controls (and all they load) stay out.
vi.mock('@client/features/authoring/callflow/editor/FieldControl', () => ({ FieldControl: () => null }));

const root = join(process.cwd(), 'plugins');
const folders = readdirSync(root)
  .filter((name) => statSync(join(root, name)).isDirectory())
  .sort();
const modules = import.meta.glob<{ default: unknown }>('@plugins/*/Editor.tsx', { eager: true });
const editorOf = (type: string) => Object.entries(modules).find(([path]) => path.endsWith(`/${type}/Editor.tsx`))?.[1];
const handBuilt = folders.filter((f) => existsSync(join(root, f, 'Editor.tsx')));
/** Hand-built without sections: the decision's branch cards are its whole panel. */
const withoutSections = new Set(['decision']);

const textAt = (tree: Record<string, unknown>, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
function flatten(table: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(table as Record<string, unknown>)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}
const placeholders = (text: string) => (text.match(/:[A-Za-z_]+/g) ?? []).sort();

describe('node editors', () => {
  it('every registered type has its folder with its definition, and every folder is registered', () => {
    expect(folders.filter((f) => !existsSync(join(root, f, 'definition.ts')))).toEqual([]);
    expect(nodeDefinitions.map((d) => d.type).sort()).toEqual(folders);
  });

  it('has an Editor.tsx only where a node draws a part by hand, never one that only lists its sections', () => {
    // Today: the decision's condition cards, the menu's key table, the payment's currency, the voice picker, the request.
    expect(handBuilt).toEqual(expect.arrayContaining(['decision', 'menu', 'payment', 'set_voice', 'web_service']));
    for (const type of handBuilt) {
      const source = readFileSync(join(root, type, 'Editor.tsx'), 'utf8');
      // Either it draws settings itself (render=…), or it is a panel of its own without the sections.
      expect(source.includes('render={') || !source.includes('<SectionsEditor'), type).toBe(true);
    }
  });

  it('editors import the plugin kit, never deep client paths', () => {
    for (const type of handBuilt) {
      const source = readFileSync(join(root, type, 'Editor.tsx'), 'utf8');
      expect(source, type).not.toMatch(/from '@client\//);
      expect(source, type).toMatch(/from '@plugins\/kit'/);
    }
  });

  it('finds every editor: the hand-built ones each loaded on its own, the default editor for every other type', () => {
    expect(Object.keys(handBuiltEditors).sort()).toEqual(handBuilt);
    for (const def of nodeDefinitions) {
      expect(pluginEditorOf(def.type), def.type).toBe(handBuilt.includes(def.type) ? handBuiltEditors[def.type] : defaultEditor);
    }
    expect(pluginEditorOf('no_such_type')).toBeUndefined();
    expect(pluginEditorOf(undefined)).toBeUndefined();
  });

  for (const def of nodeDefinitions) {
    const fields = def.availability.creatable ? configFields(def.config) : [];
    const module = editorOf(def.type);
    const sections: readonly EditorSection[] = def.editor.sections;

    it(`${def.type}: ${module ? 'its Editor.tsx exports its component' : 'drawn by the default editor'}${fields.length && !withoutSections.has(def.type) ? ', from its sections' : ''}`, () => {
      if (module) expect(typeof module.default).toBe('function');
      if (fields.length > 0 && !withoutSections.has(def.type)) expect(sections.length, def.type).toBeGreaterThan(0);
      if (!def.availability.creatable) expect(sections).toEqual([]);
    });

    if (sections.length > 0) {
      it(`${def.type}: every setting is in exactly one section, under a known, unique title`, () => {
        const listed = sections.flatMap((s) => s.keys);
        expect([...listed].sort()).toEqual(fields.map((f) => f.key).sort());
        expect(new Set(listed).size).toBe(listed.length);
        const titles = sections.map((s) => s.title);
        expect(new Set(titles).size).toBe(titles.length);
        for (const s of sections) {
          expect(sectionTitles).toContain(s.title);
          expect(s.title).not.toBe('more');
          expect(s.keys.length).toBeGreaterThan(0);
          for (const key of Object.keys(s.when ?? {})) expect(s.keys, `${s.title}: when ${key}`).toContain(key);
          // A setting behind a form-type flag sits in its section, and the setting it names picks a form type.
          for (const [key, flag] of Object.entries(s.formFlags ?? {})) {
            expect(s.keys, `${s.title}: formFlags ${key}`).toContain(key);
            expect(
              fields.find((f) => f.key === flag!.formTypeKey),
              `${s.title}: ${flag!.formTypeKey}`,
            ).toMatchObject({ kind: 'ref' });
          }
        }
        // Nothing lands in More, and a new node's editor shows its first section.
        const placed = layoutSections(sections, fields);
        expect(placed.map((s) => s.title)).toEqual(titles);
        expect(shownFields(placed[0], def.defaults() as Record<string, unknown>).length).toBeGreaterThan(0);
      });
    }
  }

  it('suggests a setting from another setting of the node only where that setting picks what the suggestions read', () => {
    const suggested: string[] = [];
    const walk = (def: (typeof nodeDefinitions)[number], fields: readonly FieldSpec[], top: readonly FieldSpec[], at: string) => {
      for (const f of fields) {
        const path = at ? `${at}.${f.key}` : f.key;
        if (f.kind === 'object') walk(def, f.fields, top, path);
        if (f.kind === 'list' && f.item.kind === 'object') walk(def, f.item.fields, top, `${path}.*`);
        if (f.kind !== 'text' || !f.suggestBy) continue;
        suggested.push(`${def.type}.${path} ← ${f.suggestBy.setting}`);
        // The named setting is one of the node's own (top-level) settings, picking the model the source reads.
        const { model } = settingSuggestionSources[f.suggestBy.source];
        expect(
          top.find((g) => g.key === f.suggestBy!.setting),
          `${def.type}.${path}`,
        ).toMatchObject({ kind: 'ref', model });
      }
    };
    for (const def of nodeDefinitions.filter((d) => d.availability.creatable)) {
      const fields = configFields(def.config);
      walk(def, fields, fields, '');
    }
    expect(suggested.sort()).toEqual([
      'text_form.field_mappings.*.source ← form_type_id',
      'visual_form.field_mappings.*.source ← form_type_id',
    ]);
  });

  it('words each section title, system note and editor text in every locale, with the same placeholders', () => {
    const en = flatten(textAt(flowLocale('en'), 'pluginEditors'));
    for (const title of sectionTitles) expect(en[`sections.${title}`], title).toBeTruthy();
    for (const def of nodeDefinitions.filter((d) => !d.availability.creatable)) expect(en[`system.${def.type}`], def.type).toBeTruthy();
    for (const locale of locales) {
      const other = flatten(textAt(flowLocale(locale), 'pluginEditors') ?? {});
      expect(Object.keys(other).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(other[key]?.trim(), `${locale}: ${key}`).toBeTruthy();
        expect(placeholders(other[key]), `${locale}: ${key}`).toEqual(placeholders(text));
      }
    }
  });
});

describe('sections layout', () => {
  const text = (key: string): FieldSpec => ({
    key,
    kind: 'text',
    optional: false,
    nullable: false,
    minLength: null,
    maxLength: 100,
    multiline: false,
  });
  const fields = [text('prompt_id'), text('label'), text('extra'), text('later')];

  it('draws the listed fields in order and what no section lists under More, last', () => {
    const placed = layoutSections(
      [
        { title: 'plays', keys: ['label', 'prompt_id'] },
        { title: 'result', keys: ['gone'] },
      ],
      fields,
    );
    expect(placed.map((s) => [s.title, s.fields.map((f) => f.key)])).toEqual([
      ['plays', ['label', 'prompt_id']],
      ['more', ['extra', 'later']],
    ]);
  });

  it("keeps a section's form-type flags with it: the visual form's file upload is asked for its form type", () => {
    const visualForm = nodeDefinitions.find((d) => d.type === 'visual_form')!;
    const fields = configFields(visualForm.config);
    const form = layoutSections(visualForm.editor.sections, fields).find((s) => s.title === 'form')!;
    expect(form.formFlags).toEqual({ allow_file_upload: { feature: 'visualform-file-upload', formTypeKey: 'form_type_id' } });
    expect(fields.find((f) => f.key === 'form_type_id')).toMatchObject({ kind: 'ref', model: 'form_type' });
  });

  it('hides a setting that does not apply while it is empty, and shows it again once it holds a value', () => {
    const [section] = layoutSections(
      [{ title: 'message', keys: ['label', 'extra'], when: { extra: (c) => c.label === 'whatsapp' } }],
      fields,
    );
    expect(shownFields(section, { label: 'sms', extra: '' }).map((f) => f.key)).toEqual(['label']);
    expect(shownFields(section, { label: 'whatsapp', extra: '' }).map((f) => f.key)).toEqual(['label', 'extra']);
    expect(shownFields(section, { label: 'sms', extra: 'welcome_1' }).map((f) => f.key)).toEqual(['label', 'extra']);
  });
});
