import { Menu, MenuItem, TextArea } from '@blueprintjs/core';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { completeVariable, pendingVariable, type NamedVariable } from './variableText';

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  variables: readonly NamedVariable[];
  disabled?: boolean;
}

const maxSuggestions = 8;

/** A prompt text: typing '{{' offers the account's variables by name (arrows, Enter or Tab to insert). */
export function VariableTextArea({ id, value, onChange, variables, disabled }: Props) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const pending = dismissed ? null : pendingVariable(value, caret);
  const matches = useMemo(() => {
    if (!pending) return [];
    const q = pending.query.toLowerCase();
    return variables
      .filter((v) => v.variable_name.toLowerCase().includes(q))
      .sort((a, b) => Number(!a.variable_name.toLowerCase().startsWith(q)) - Number(!b.variable_name.toLowerCase().startsWith(q)))
      .slice(0, maxSuggestions);
  }, [pending, variables]);
  const open = matches.length > 0;

  const insert = (name: string) => {
    const next = completeVariable(value, caret, name);
    // Synchronously: a key typed right after the insert must land after the variable, not at the old caret.
    flushSync(() => {
      onChange(next.text);
      setCaret(next.caret);
    });
    ref.current?.setSelectionRange(next.caret, next.caret);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || e.ctrlKey || e.metaKey) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (move) {
      e.preventDefault();
      setActive((i) => (i + move + matches.length) % matches.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      insert(matches[Math.min(active, matches.length - 1)].variable_name);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setDismissed(true);
    }
  };
  const track = () => setCaret(ref.current?.selectionStart ?? 0);

  return (
    <div className="content-vartext">
      <TextArea
        id={id}
        inputRef={ref}
        fill
        autoResize
        value={value}
        disabled={disabled}
        placeholder={t('form.promptTextHint')}
        // A textarea keeps its textbox role (aria-expanded belongs to a combobox): the list it controls and the
        // suggestion the arrows point at are named instead.
        aria-autocomplete="list"
        aria-controls={open ? `${id}-variables` : undefined}
        aria-activedescendant={open ? `${id}-variable-${Math.min(active, matches.length - 1)}` : undefined}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          setCaret(e.currentTarget.selectionStart);
          setActive(0);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onKeyUp={track}
        onClick={track}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
      />
      {open && (
        <Menu id={`${id}-variables`} className="content-vartext-menu" role="listbox" aria-label={t('form.variables')}>
          {matches.map((v, i) => (
            <MenuItem
              key={v.variable_id}
              id={`${id}-variable-${i}`}
              role="option"
              icon="variable"
              text={v.variable_name}
              active={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                insert(v.variable_name);
              }}
            />
          ))}
        </Menu>
      )}
    </div>
  );
}
