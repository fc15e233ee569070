import { Button, Classes, ControlGroup, InputGroup, Tooltip } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addParameter,
  maxParameters,
  moveParameter,
  parameterProblems,
  removeParameter,
  renameParameter,
  type ParameterDraft,
} from './rules';

interface Props {
  parameters: ParameterDraft[];
  onChange(next: ParameterDraft[]): void;
  readOnly: boolean;
}

/** The function's parameters in argument order: add, rename, move, remove. */
export function ParameterList({ parameters, onChange, readOnly }: Props) {
  const { t } = useTranslation('content');
  const problems = parameterProblems(parameters);
  const added = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // A new parameter takes the focus with its name selected, so typing renames it.
  useEffect(() => {
    if (added.current === null) return;
    const input = list.current?.querySelector<HTMLInputElement>(`[data-parameter-key="${added.current}"]`);
    added.current = null;
    input?.focus();
    input?.select();
  }, [parameters]);

  const add = () => {
    const next = addParameter(parameters);
    added.current = next[next.length - 1]?.key ?? null;
    onChange(next);
  };

  return (
    <div className="function-parameters">
      {parameters.length === 0 ? (
        <p className="content-form-hint function-parameters-empty">{t('functions.noParameters')}</p>
      ) : (
        <ol ref={list} className="function-parameter-list">
          {parameters.map((p, i) => {
            const problem = problems.get(p.key);
            return (
              <li key={p.key} className="function-parameter">
                <span className="function-parameter-index">{i + 1}</span>
                <div className="function-parameter-field">
                  <ControlGroup>
                    <InputGroup
                      className={Classes.FILL}
                      data-parameter-key={p.key}
                      aria-label={t('functions.parameterName', { index: i + 1 })}
                      value={p.name}
                      disabled={readOnly}
                      intent={problem ? 'danger' : 'none'}
                      spellCheck={false}
                      onValueChange={(v) => onChange(renameParameter(parameters, p.key, v))}
                    />
                    {!readOnly && (
                      <>
                        <Tooltip content={t('functions.moveUp')} placement="top">
                          <Button
                            icon="arrow-up"
                            aria-label={t('functions.moveUp')}
                            disabled={i === 0}
                            onClick={() => onChange(moveParameter(parameters, p.key, -1))}
                          />
                        </Tooltip>
                        <Tooltip content={t('functions.moveDown')} placement="top">
                          <Button
                            icon="arrow-down"
                            aria-label={t('functions.moveDown')}
                            disabled={i === parameters.length - 1}
                            onClick={() => onChange(moveParameter(parameters, p.key, 1))}
                          />
                        </Tooltip>
                        <Tooltip content={t('functions.removeParameter')} placement="top">
                          <Button
                            icon="cross"
                            aria-label={t('functions.removeParameter')}
                            onClick={() => onChange(removeParameter(parameters, p.key))}
                          />
                        </Tooltip>
                      </>
                    )}
                  </ControlGroup>
                  {problem && (
                    <div className="function-parameter-problem" role="alert">
                      {t(`functions.problems.parameter.${problem}`, { name: p.name.trim() || '—' })}
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && (
        <Button
          className="function-parameter-add"
          variant="minimal"
          size="small"
          icon="add"
          text={t('functions.addParameter')}
          disabled={parameters.length >= maxParameters}
          onClick={add}
        />
      )}
    </div>
  );
}
