import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './i18n';

interface Props {
  value: string;
  onChange(code: string): void;
  autoFocus?: boolean;
  disabled?: boolean;
  id?: string;
}

export const otpComplete = (code: string) => /^\d{6}$/.test(code);

/** A six-digit one-time code field: numeric keyboard, digits only, filled by the OS from a message. */
export function OtpInput({ value, onChange, autoFocus, disabled, id = 'studio-otp' }: Props) {
  const { t } = useTranslation('auth');
  return (
    <FormGroup label={t('otp.code')} labelFor={id} helperText={t('otp.codeHelp')}>
      <InputGroup
        id={id}
        className="studio-otp"
        size="large"
        value={value}
        onValueChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        placeholder="000000"
        autoFocus={autoFocus}
        disabled={disabled}
        required
      />
    </FormGroup>
  );
}
