import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  accounts: { ac_id: number; ac_name: string }[];
  /** The chosen account ids, comma-separated ('' = none: the whole provider). */
  value: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** The accounts a user is mapped to: one checkbox each (Tab and Space), none chosen meaning the whole provider. */
export function AccountChoices({ id, accounts, value, disabled, onChange }: Props) {
  const { t } = useTranslation('entities');
  const chosen = new Set(value.split(',').filter(Boolean).map(Number));
  const toggle = (acId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(acId);
    else next.delete(acId);
    onChange([...next].sort((a, b) => a - b).join(','));
  };
  return (
    <div id={id} role="group" className="ent-choices" aria-describedby={`${id}-hint`}>
      <p id={`${id}-hint`} className="bp6-text-muted ent-choices-hint">
        {chosen.size === 0 ? t('users.wholeProvider') : t('users.someAccounts', { count: chosen.size })}
      </p>
      {accounts.map((a) => (
        <Checkbox
          key={a.ac_id}
          disabled={disabled}
          checked={chosen.has(a.ac_id)}
          label={a.ac_name}
          onChange={(e) => toggle(a.ac_id, e.currentTarget.checked)}
        />
      ))}
    </div>
  );
}
