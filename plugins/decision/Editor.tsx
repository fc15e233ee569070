import { controlId, newEntry, useEditorKit, type FieldSpec, type PluginEditorProps } from '@plugins/kit';
import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import type { DecisionCondition } from './definition';
import './editor.css';

type ListSpec = Extract<FieldSpec, { kind: 'list' }>;
const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The decision's editor panel: one card per branch (its label, then its condition in the text form or the
 * builder), moved up and down, removed and added by keyboard, and the fixed Otherwise branch last.
 * Branch keys stay with their branch, so the nodes under a branch follow it when it moves.
 */
export default function DecisionEditor({ fields }: PluginEditorProps) {
  const { FieldControl, useConfigForm } = useEditorKit();
  const form = useConfigForm();
  const { t } = form;
  const list = fields.find((f): f is ListSpec => f.key === 'conditions' && f.kind === 'list');
  if (!list || list.item.kind !== 'object') return null;
  const labelField = list.item.fields.find((f) => f.key === 'label')!;
  const conditionField = list.item.fields.find((f) => f.key === 'condition')!;
  const rows = (form.config.conditions as DecisionCondition[] | undefined) ?? [];
  const full = list.maxItems !== null && rows.length >= list.maxItems;
  const update = (next: DecisionCondition[]) => {
    form.touch('conditions');
    form.set(['conditions'], next);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    update(next);
    focus(`decision-${by < 0 ? 'up' : 'down'}-${i + by}`);
  };

  return (
    <div className="cf-decision">
      <div className="cf-decision-branches" role="list" aria-label={t('fields.conditions')}>
        {rows.map((row, i) => {
          const n = i + 1;
          const name = row.label.trim() || t('decisionEditor.branch', { n });
          return (
            <section key={row.key} id={controlId(`conditions.${i}`)} role="listitem" aria-label={name} className="cf-decision-branch">
              <div className="cf-decision-head">
                <span className="cf-decision-n" aria-hidden>
                  {n}
                </span>
                <FieldControl field={labelField} path={['conditions', i, 'label']} inline />
                <ButtonGroup variant="minimal" size="small" className="cf-decision-actions">
                  <Button
                    id={`decision-up-${i}`}
                    icon="arrow-up"
                    aria-label={t('decisionEditor.moveUp', { name })}
                    title={t('decisionEditor.moveUp', { name })}
                    disabled={form.readOnly || i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <Button
                    id={`decision-down-${i}`}
                    icon="arrow-down"
                    aria-label={t('decisionEditor.moveDown', { name })}
                    title={t('decisionEditor.moveDown', { name })}
                    disabled={form.readOnly || i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  />
                  <Button
                    icon="trash"
                    aria-label={t('decisionEditor.remove', { name })}
                    title={t('decisionEditor.remove', { name })}
                    disabled={form.readOnly}
                    onClick={() => {
                      update(rows.filter((_, j) => j !== i));
                      focus(rows.length > 1 ? controlId(`conditions.${Math.max(0, i - 1)}.label`) : 'decision-add');
                    }}
                  />
                </ButtonGroup>
              </div>
              <FieldControl field={conditionField} path={['conditions', i, 'condition']} />
            </section>
          );
        })}
      </div>
      <Button
        id="decision-add"
        icon="add"
        variant="outlined"
        size="small"
        className="cf-decision-add"
        text={t('decisionEditor.add')}
        disabled={form.readOnly || full}
        onClick={() => {
          update([...rows, newEntry(list, rows) as DecisionCondition]);
          focus(controlId(`conditions.${rows.length}.label`));
        }}
      />
      <div className="cf-decision-otherwise">
        <Tag minimal icon="flow-end">
          {t('decisionEditor.otherwise')}
        </Tag>
        <span>{t('decisionEditor.otherwiseHint')}</span>
      </div>
    </div>
  );
}
