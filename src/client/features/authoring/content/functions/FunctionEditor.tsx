import { FormGroup, HTMLSelect, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '@client/monaco/CodeEditor';
import type { EditorProps } from '../tabTypes';
import { useFunctionCompletionItems } from './api';
import { functionCompletions } from './completions';
import { ParameterList } from './ParameterList';
import { functionReturnTypes, nameProblem, type FunctionDraft, type FunctionReturnType } from './rules';
import { TestPanel } from './TestPanel';
import { focusWhenFree } from '@client/shell/focusIsFree';

/**
 * A JavaScript function (spec 2 §3): name, parameters in order, return type, logging, the fixed
 * timeout, the body's code in Monaco with the account's variables and functions as completions,
 * and a test run.
 */
export function FunctionEditor({ draft, onChange, readOnly, errors = {} }: EditorProps<FunctionDraft>) {
  const { t } = useTranslation('content');
  const set = (patch: Partial<FunctionDraft>) => onChange({ ...draft, ...patch });
  const items = useFunctionCompletionItems();
  const completions = useMemo(() => functionCompletions(draft.parameters, items.data ?? []), [draft.parameters, items.data]);
  const problem = draft.name.trim() ? nameProblem(draft.name) : null;
  // The name check's (or the save's) refusal, when the name has no problem of its own.
  const taken = problem ? undefined : errors.name;
  const signature = `function ${draft.name.trim() || '…'}(${draft.parameters.map((p) => p.name.trim()).join(', ')}) {`;

  return (
    <div className="content-form function-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="function-name"
        labelInfo={t('form.required')}
        intent={problem || taken ? 'danger' : 'none'}
        helperText={
          problem ? (
            t(`functions.problems.${problem}`, { name: draft.name.trim() })
          ) : taken ? (
            <span className="forms-error" role="alert">
              {taken}
            </span>
          ) : undefined
        }
      >
        <InputGroup
          id="function-name"
          inputRef={focusWhenFree}
          value={draft.name}
          disabled={readOnly}
          spellCheck={false}
          placeholder="formatPhone"
          intent={problem || taken ? 'danger' : 'none'}
          onValueChange={(v) => set({ name: v })}
        />
      </FormGroup>
      <div className="content-form-row">
        <FormGroup label={t('fields.function_return_type')} labelFor="function-return-type">
          <HTMLSelect
            id="function-return-type"
            fill
            value={draft.function_return_type}
            disabled={readOnly}
            options={functionReturnTypes.map((v) => ({ value: v, label: t(`functions.returnTypes.${v}`) }))}
            onChange={(e) => set({ function_return_type: e.currentTarget.value as FunctionReturnType })}
          />
        </FormGroup>
        <FormGroup label={t('fields.max_timeout')} labelFor="function-timeout" helperText={t('functions.timeoutHint')}>
          <InputGroup id="function-timeout" readOnly value={String(draft.max_timeout)} rightElement={<Tag minimal>ms</Tag>} />
        </FormGroup>
      </div>
      <Switch
        label={t('fields.is_log')}
        checked={draft.is_log}
        disabled={readOnly}
        onChange={(e) => set({ is_log: e.currentTarget.checked })}
      />
      <div className="content-form-label">
        <span>{t('fields.parameters')}</span>
        <span className="content-form-hint">{t('functions.parametersHint')}</span>
      </div>
      <ParameterList parameters={draft.parameters} onChange={(parameters) => set({ parameters })} readOnly={readOnly} />
      <div className="content-form-label">
        <span>{t('fields.code')}</span>
        <span className="content-form-hint">{t('functions.codeHint')}</span>
      </div>
      <code className="function-signature" aria-hidden="true">
        {signature}
      </code>
      <CodeEditor
        language="javascript"
        value={draft.code}
        onChange={(code) => set({ code })}
        readOnly={readOnly}
        completions={completions}
        height={280}
        path={`function-${draft.id ?? 'new'}.js`}
        ariaLabel={t('functions.codeLabel')}
        placeholder={t('functions.codePlaceholder')}
      />
      <code className="function-signature" aria-hidden="true">
        {'}'}
      </code>
      <TestPanel draft={draft} readOnly={readOnly} />
    </div>
  );
}
