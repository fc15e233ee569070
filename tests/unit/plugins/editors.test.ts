import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { nodeDefinitions } from '@plugins/registry';
import { pluginEditorOf, pluginEditors } from '@client/features/build/callflow/editor/pluginEditors';
import { configFields, type FieldSpec } from '@client/features/build/callflow/editor/schemaFields';
import { layoutSections, sectionTitles, shownFields, type EditorSection } from '@client/features/build/callflow/editor/sections';
import { flowLocale, locales } from './support';

// The editors' declarations are tested, not their drawing: the field controls (and all they load) stay out.
vi.mock('@client/features/build/callflow/editor/FieldControl', () => ({ FieldControl: () => null }));

const root = join(process.cwd(), 'plugins');
const folders = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory()).sort();
const modules = import.meta.glob<{ default: unknown; sections?: readonly EditorSection[] }>('@plugins/*/Editor.tsx', { eager: true });
const editorOf = (type: string) => Object.entries(modules).find(([path]) => path.endsWith(`/${type}/Editor.tsx`))?.[1];
/** Hand-built without sections: the decision's branch cards are its whole panel. */
const withoutSections = new Set(['decision']);

const textAt = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
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
  it('every plugin folder has an Editor.tsx, and every registered type has its folder', () => {
    expect(folders.filter((f) => !existsSync(join(root, f, 'Editor.tsx')))).toEqual([]);
    expect(nodeDefinitions.map((d) => d.type).filter((t) => !folders.includes(t))).toEqual([]);
  });

  it('finds every editor by its folder, each loaded on its own', () => {
    expect(Object.keys(pluginEditors).sort()).toEqual(folders);
    for (const type of folders) expect(pluginEditorOf(type), type).toBeDefined();
    expect(pluginEditorOf('no_such_type')).toBeUndefined();
    expect(pluginEditorOf(undefined)).toBeUndefined();
  });

  for (const def of nodeDefinitions) {
    const fields = def.availability.creatable ? configFields(def.config) : [];
    const module = editorOf(def.type);

    it(`${def.type}: the editor module exports its component${fields.length && !withoutSections.has(def.type) ? ' and sections' : ''}`, () => {
      expect(typeof module?.default).toBe('function');
      if (fields.length > 0 && !withoutSections.has(def.type)) expect(module?.sections, def.type).toBeDefined();
    });

    if (module?.sections) {
      const sections = module.sections;
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
        }
        // Nothing lands in More, and a new node's editor shows its first section.
        const placed = layoutSections(sections, fields);
        expect(placed.map((s) => s.title)).toEqual(titles);
        expect(shownFields(placed[0], def.defaults() as Record<string, unknown>).length).toBeGreaterThan(0);
      });
    }
  }

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
  const text = (key: string): FieldSpec => ({ key, kind: 'text', optional: false, nullable: false, minLength: null, maxLength: 100, multiline: false });
  const fields = [text('prompt_id'), text('label'), text('extra'), text('later')];

  it('draws the listed fields in order and what no section lists under More, last', () => {
    const placed = layoutSections([{ title: 'plays', keys: ['label', 'prompt_id'] }, { title: 'result', keys: ['gone'] }], fields);
    expect(placed.map((s) => [s.title, s.fields.map((f) => f.key)])).toEqual([
      ['plays', ['label', 'prompt_id']],
      ['more', ['extra', 'later']],
    ]);
  });

  it('hides a setting that does not apply while it is empty, and shows it again once it holds a value', () => {
    const [section] = layoutSections([{ title: 'message', keys: ['label', 'extra'], when: { extra: (c) => c.label === 'whatsapp' } }], fields);
    expect(shownFields(section, { label: 'sms', extra: '' }).map((f) => f.key)).toEqual(['label']);
    expect(shownFields(section, { label: 'whatsapp', extra: '' }).map((f) => f.key)).toEqual(['label', 'extra']);
    expect(shownFields(section, { label: 'sms', extra: 'welcome_1' }).map((f) => f.key)).toEqual(['label', 'extra']);
  });
});
