import { Fragment, type ReactNode } from 'react';
import { FieldControl } from './FieldControl';
import { useConfigForm } from './formContext';
import type { SectionsEditorProps } from '@plugins/kit';
import type { FieldSpec } from '@shared/plugin-api/editor-fields';
import type { EditorSection, FormFlag, SectionTitle } from '@shared/plugin-api';
import { useOpenFormFlag } from '@client/api/openFormFlag';
import './sections.css';

export { sectionTitles, type EditorSection, type SectionTitle } from '@shared/plugin-api';
type Config = Readonly<Record<string, unknown>>;

export interface PlacedSection {
  title: SectionTitle;
  fields: FieldSpec[];
  when: NonNullable<EditorSection['when']>;
  formFlags: NonNullable<EditorSection['formFlags']>;
}

/**
 * The sections with their fields. Keys the schema does not have are skipped; fields no section lists are drawn
 * in a last "More" section, so a setting added to a schema is never lost from its editor.
 */
export function layoutSections(sections: readonly EditorSection[], fields: readonly FieldSpec[]): PlacedSection[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const listed = new Set(sections.flatMap((s) => s.keys));
  const placed = sections.map((s) => ({
    title: s.title,
    when: s.when ?? {},
    formFlags: s.formFlags ?? {},
    fields: s.keys.flatMap((k) => byKey.get(k) ?? []),
  }));
  const rest = fields.filter((f) => !listed.has(f.key));
  if (rest.length > 0) placed.push({ title: 'more', when: {}, formFlags: {}, fields: rest });
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
              const control = own ? own(f, fields) : <FieldControl field={f} path={[f.key]} />;
              const flag = section.formFlags[f.key];
              return (
                <Fragment key={f.key}>
                  {flag ? (
                    <FormFlagged field={f} flag={flag} fields={fields}>
                      {control}
                    </FormFlagged>
                  ) : (
                    control
                  )}
                </Fragment>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}

/**
 * A setting behind a flag asked for the node's form type (an EditorSection's formFlags): drawn while the flag is on
 * for the chosen form type's name, or while it still holds a value (ticked), so it can be taken back.
 */
function FormFlagged({
  field,
  flag,
  fields,
  children,
}: {
  field: FieldSpec;
  flag: FormFlag;
  fields: readonly FieldSpec[];
  children: ReactNode;
}) {
  const form = useConfigForm();
  const source = fields.find((f) => f.key === flag.formTypeKey);
  const chosen = form.config[flag.formTypeKey];
  const name =
    source?.kind === 'ref' && typeof chosen === 'number'
      ? (form.refs.lists[source.model]?.find((o) => o.id === chosen)?.name ?? null)
      : null;
  const on = useOpenFormFlag(flag.feature, name);
  const value = form.config[field.key];
  return on || (value !== false && !isEmpty(value)) ? children : null;
}

/** The editor of a system node: it has no settings of its own, only a word on what it is. */
export function SystemNodeNote({ type }: { type: string }) {
  const { t } = useConfigForm();
  return <p className="cf-system-note">{t(`pluginEditors.system.${type}`)}</p>;
}
