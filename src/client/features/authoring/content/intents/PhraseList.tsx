import { Button, Icon, Tooltip } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemText } from '../formtypes/ProblemText';
import type { Problem } from '../formtypes/rules';
import { intentFields } from '@shared/entities/content/intents';
import { fieldLimit } from '@shared/entities/fields';
import { addPhraseAfter, removeEmptyPhrase, repeatedPhrases, type PhraseDraft } from './rules';

interface Props {
  phrases: PhraseDraft[];
  errors: Record<number, Problem>;
  readOnly: boolean;
  onChange(phrases: PhraseDraft[]): void;
}

/**
 * Training phrases: Enter adds a phrase below, Backspace on an empty phrase removes it, ↑/↓ move
 * between phrases. A repeat (case-insensitive) is flagged: it is saved once.
 */
export function PhraseList({ phrases, errors, readOnly, onChange }: Props) {
  const { t } = useTranslation('content');
  const root = useRef<HTMLOListElement>(null);
  const focus = useRef<number | null>(null);
  const repeats = useMemo(() => repeatedPhrases(phrases), [phrases]);
  useEffect(() => {
    const key = focus.current;
    if (key === null) return;
    focus.current = null;
    const input = root.current?.querySelector<HTMLInputElement>(`[data-phrase="${key}"] input`);
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  });
  const apply = (next: { phrases: PhraseDraft[]; focus: number } | null) => {
    if (!next) return;
    focus.current = next.focus;
    onChange(next.phrases);
  };
  const onKey = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      apply(addPhraseAfter(phrases, i));
    } else if (e.key === 'Backspace' && e.currentTarget.value === '' && phrases.length > 1) {
      e.preventDefault();
      apply(removeEmptyPhrase(phrases, i));
    } else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && !e.altKey) {
      const to = phrases[e.key === 'ArrowUp' ? i - 1 : i + 1];
      if (!to) return;
      e.preventDefault();
      focus.current = to.key;
      onChange([...phrases]);
    }
  };

  return (
    <ol className="intent-phrases" ref={root} aria-label={t('intents.phrases')}>
      {phrases.map((p, i) => {
        const repeatOf = repeats.get(p.key);
        const n = i + 1;
        return (
          <li key={p.key} data-phrase={p.key} className={`intent-phrase${repeatOf ? ' is-repeat' : ''}`}>
            <span className="intent-phrase-n" aria-hidden>
              {n}
            </span>
            <span className="cf-field-cell">
              <input
                className={`bp6-input bp6-small${errors[p.key] ? ' bp6-intent-danger' : repeatOf ? ' bp6-intent-warning' : ''}`}
                value={p.text}
                maxLength={fieldLimit(intentFields, 'training_phrases', 'phrase') + 1}
                placeholder={i === 0 ? t('intents.phrasePlaceholder') : undefined}
                aria-label={`${t('intents.phrase')} ${n}`}
                aria-describedby={repeatOf ? `intent-repeat-${p.key}` : undefined}
                disabled={readOnly}
                onChange={(e) => onChange(phrases.map((x, j) => (j === i ? { ...x, text: e.currentTarget.value } : x)))}
                onKeyDown={onKey(i)}
              />
              <ProblemText problem={errors[p.key]} />
              {repeatOf && (
                <span id={`intent-repeat-${p.key}`} className="intent-repeat">
                  <Icon icon="duplicate" size={12} /> {t('intents.repeatOf', { n: repeatOf })}
                </span>
              )}
            </span>
            {!readOnly && (
              <Tooltip content={t('intents.removePhrase')} placement="left">
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  aria-label={`${t('intents.removePhrase')} ${n}`}
                  disabled={phrases.length <= 1}
                  onClick={() => onChange(phrases.filter((_, j) => j !== i))}
                />
              </Tooltip>
            )}
          </li>
        );
      })}
      {!readOnly && (
        <li className="intent-phrase-add">
          <Button
            variant="minimal"
            size="small"
            icon="plus"
            text={t('intents.addPhrase')}
            onClick={() => apply(addPhraseAfter(phrases, phrases.length - 1))}
          />
        </li>
      )}
    </ol>
  );
}
