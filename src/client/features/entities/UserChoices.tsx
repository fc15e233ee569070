import { Checkbox, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  /** The users that may be chosen (the field's source list), or undefined while it loads. */
  users: { value: string; label: string }[] | undefined;
  /** The chosen user ids, comma-separated. */
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange(value: string): void;
}

/** Several users of the source list (an alert setting's recipients): one checkbox each (Tab and Space), sent as their ids. */
export function UserChoices({ id, users, value, disabled, invalid, onChange }: Props) {
  const { t } = useTranslation('entities');
  const chosen = new Set(value.split(',').filter(Boolean));
  const toggle = (userId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(userId);
    else next.delete(userId);
    onChange([...next].sort((a, b) => Number(a) - Number(b)).join(','));
  };
  if (!users) return <Spinner size={16} aria-label={t('common:loading')} />;
  return (
    <div id={id} role="group" className="ent-choices" aria-describedby={`${id}-hint`} aria-invalid={invalid || undefined}>
      <p id={`${id}-hint`} className="bp6-text-muted ent-choices-hint">
        {users.length === 0 ? t('alertSettings.noUsers') : t('alertSettings.chosen', { count: chosen.size })}
      </p>
      {users.map((u) => (
        <Checkbox
          key={u.value}
          disabled={disabled}
          checked={chosen.has(u.value)}
          label={u.label}
          onChange={(e) => toggle(u.value, e.currentTarget.checked)}
        />
      ))}
    </div>
  );
}
