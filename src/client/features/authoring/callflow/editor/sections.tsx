import { Fragment } from 'react';
import { FieldControl } from './FieldControl';
import { useConfigForm } from './formContext';
import type { SectionsEditorProps } from '@plugins/kit';
import type { FieldSpec } from '@shared/plugin-api/editor-fields';
import type { EditorSection, SectionTitle } from '@shared/plugin-api';
import './sections.css';

export { sectionTitles, type EditorSection, type SectionTitle } from '@shared/plugin-api';
type Config = Readonly<Record<string, unknown>>;

export interface PlacedSection {
  title: SectionTitle;
  fields: FieldSpec[];
  when: NonNullable<EditorSection['when']>;
}

/**
 * The sections with their fields. Keys the schema does not have are skipped; fields no section lists are drawn
 * in a last "More" section, so a setting added to a schema is never lost from its editor.
 */
export function layoutSections(sections: readonly EditorSection[], fields: readonly FieldSpec[]): PlacedSection[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const listed = new Set(sections.flatMap((s) => s.keys));
  const placed = sections.map((s) => ({ title: s.title, when: s.when ?? {}, fields: s.keys.flatMap((k) => byKey.get(k) ?? []) }));
  const rest = fields.filter((f) => !listed.has(f.key));
  if (rest.length > 0) placed.push({ title: 'more', when: {}, fields: rest });
  return placed.filter((s) => s.fields.length > 0);
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The fields of a section drawn for this config: those whose `when` holds or that hold a value. */
export const shownFields = (section: PlacedSection, config: Config) =>
  section.fields.filter((f) => (section.when[f.key]?.(config) ?? true) || !isEmpty(config[f.key]));

/** A node's settings in titled sections, each field through FieldControl unless the editor draws it itself. */
export function SectionsEditor({ fields, sections, render }: SectionsEditorProps) {
  const form = useConfigForm();
  return (
    <div className="cf-sections">
      {layoutSections(sections, fields).map((section) => {
        const drawn = shownFields(section, form.config);
        if (drawn.length === 0) return null;
        const title = form.t(`pluginEditors.sections.${section.title}`);
        return (
          <section key={section.title} className="cf-plugin-section" aria-label={title}>
            <h5 className="cf-plugin-section-title">{title}</h5>
            {drawn.map((f) => {
              const own = render?.[f.key];
              return <Fragment key={f.key}>{own ? own(f, fields) : <FieldControl field={f} path={[f.key]} />}</Fragment>;
            })}
          </section>
        );
      })}
    </div>
  );
}

/** The editor of a system node: it has no settings of its own, only a word on what it is. */
export function SystemNodeNote({ type }: { type: string }) {
  const { t } = useConfigForm();
  return <p className="cf-system-note">{t(`pluginEditors.system.${type}`)}</p>;
}
