import { useState } from 'react';
import { Button, InputGroup, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './i18n';

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  disabled?: boolean;
  large?: boolean;
}

/** A password field with a show/hide toggle. */
export function PasswordInput({ id, value, onChange, autoComplete, autoFocus, disabled, large }: Props) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  const label = shown ? t('password.hide') : t('password.show');
  return (
    <InputGroup
      id={id}
      type={shown ? 'text' : 'password'}
      size={large ? 'large' : 'medium'}
      value={value}
      onValueChange={onChange}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      disabled={disabled}
      required
      rightElement={
        <Tooltip content={label} compact>
          <Button
            variant="minimal"
            icon={shown ? 'eye-off' : 'eye-open'}
            aria-label={label}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          />
        </Tooltip>
      }
    />
  );
}
