import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Dial a number" at the simulator's start: a call to one of the account's numbers, as a caller would
 * make it; the task that has the number runs. Enter dials.
 */
export function DialNumber({ onDial }: { onDial(number: string): void }) {
  const { t } = useTranslation('sim');
  const [number, setNumber] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (number.trim()) onDial(number.trim());
  };
  return (
    <form className="sim-dial" onSubmit={submit}>
      <FormGroup label={t('panel.dialNumber')} labelFor="sim-dial" helperText={t('panel.dialHint')}>
        <ControlGroup fill>
          <InputGroup id="sim-dial" type="tel" inputMode="tel" placeholder="+44 20 7946 0100" value={number} onValueChange={setNumber} />
          <Button type="submit" icon="phone" text={t('panel.dial')} disabled={!number.trim()} />
        </ControlGroup>
      </FormGroup>
    </form>
  );
}
