import { Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { nodeCategories, taskTypes, type NodeTypeRecord } from '@shared/api/flow';
import { toggleHidden, type DraftField, type DraftIssue, type NodeTypeDraft } from './form';
import type { NodeTypeRow } from './merge';

interface Props {
  draft: NodeTypeDraft;
  onChange(next: NodeTypeDraft): void;
  issues: Partial<Record<DraftField, DraftIssue>>;
  readOnly: boolean;
  /** Create mode: the types without a record of their own, to pick from. */
  choices: NodeTypeRow[] | null;
  onChoose(type: string): void;
  defaults: NodeTypeRecord | null;
  labelOf(row: NodeTypeRow): string;
}

/** The §3 fields of a node-type record: type, category, LABEL, all plans, hidden task types, drop rules. */
export function NodeTypeFields({ draft, onChange, issues, readOnly, choices, onChoose, defaults, labelOf }: Props) {
  const { t } = useTranslation(['system', 'flow']);
  const set = (patch: Partial<NodeTypeDraft>) => onChange({ ...draft, ...patch });
  const issueText = (field: DraftField) => {
    const issue = issues[field];
    if (!issue) return undefined;
    return issue.code === 'schema' ? issue.message : t(`nodeTypes.errors.${issue.code}`);
  };
  const intent = (field: DraftField) => (issues[field] ? 'danger' : 'none');
  const plugin = (value: string) => (defaults ? t('nodeTypes.pluginDefault', { value }) : undefined);

  return (
    <div className="nt-fields">
      <FormGroup
        label={t('nodeTypes.fields.node_type')}
        labelFor="nt-node-type"
        helperText={issueText('node_type')}
        intent={intent('node_type')}
      >
        {choices ? (
          <HTMLSelect id="nt-node-type" fill value={draft.node_type} onChange={(e) => onChoose(e.currentTarget.value)}>
            <option value="">{t('nodeTypes.chooseType')}</option>
            {choices.map((row) => (
              <option key={row.type} value={row.type}>{`${labelOf(row)} (${row.type})`}</option>
            ))}
          </HTMLSelect>
        ) : (
          <InputGroup id="nt-node-type" value={draft.node_type} readOnly className="nt-mono" />
        )}
      </FormGroup>
      <FormGroup label={t('nodeTypes.fields.category')} labelFor="nt-category" helperText={t('nodeTypes.help.category')}>
        <HTMLSelect id="nt-category" fill value={draft.category} disabled>
          {nodeCategories.map((c) => (
            <option key={c} value={c}>
              {t(`nodeTypes.categories.${c}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        label={t('nodeTypes.fields.LABEL')}
        labelFor="nt-label"
        helperText={issueText('LABEL') ?? plugin(defaults?.LABEL ?? '')}
        intent={intent('LABEL')}
      >
        <InputGroup
          id="nt-label"
          value={draft.LABEL}
          maxLength={120}
          readOnly={readOnly}
          intent={intent('LABEL')}
          onValueChange={(LABEL) => set({ LABEL })}
        />
      </FormGroup>
      <FormGroup helperText={t('nodeTypes.help.AVAILABLE_TO_ALL_PLANS')}>
        <Switch
          checked={draft.AVAILABLE_TO_ALL_PLANS}
          disabled={readOnly}
          label={t('nodeTypes.fields.AVAILABLE_TO_ALL_PLANS')}
          onChange={(e) => set({ AVAILABLE_TO_ALL_PLANS: e.currentTarget.checked })}
        />
      </FormGroup>
      <FormGroup label={t('nodeTypes.fields.HIDE_NODE_TASK_OVERRIDE')} helperText={t('nodeTypes.help.HIDE_NODE_TASK_OVERRIDE')}>
        <div className="nt-task-types" role="group" aria-label={t('nodeTypes.fields.HIDE_NODE_TASK_OVERRIDE')}>
          {taskTypes.map((type) => (
            <Checkbox
              key={type}
              inline
              disabled={readOnly}
              label={t(`flow:taskTypes.${type}`)}
              checked={draft.HIDE_NODE_TASK_OVERRIDE.includes(type)}
              onChange={(e) => set({ HIDE_NODE_TASK_OVERRIDE: toggleHidden(draft.HIDE_NODE_TASK_OVERRIDE, type, e.currentTarget.checked) })}
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup
        label={t('nodeTypes.fields.DROP_RULES')}
        labelFor="nt-drop-rules"
        helperText={issueText('DROP_RULES') ?? t('nodeTypes.help.DROP_RULES')}
        intent={intent('DROP_RULES')}
      >
        <TextArea
          id="nt-drop-rules"
          className="nt-mono"
          fill
          rows={5}
          value={draft.DROP_RULES}
          readOnly={readOnly}
          intent={intent('DROP_RULES')}
          placeholder="{}"
          spellCheck={false}
          onChange={(e) => set({ DROP_RULES: e.currentTarget.value })}
        />
      </FormGroup>
      {!defaults && draft.node_type && (
        <Callout intent="warning" icon="warning-sign">
          {t('nodeTypes.noPluginNotice')}
        </Callout>
      )}
    </div>
  );
}
