import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

interface Props {
  disabled: boolean;
  onKeys(dtmf: string): void;
  onSay(text: string): void;
  onSilence(): void;
}

/** The caller's side of a voice session: a keypad, typed speech and silence (the no-input timer). */
export function Keypad({ disabled, onKeys, onSay, onSilence }: Props) {
  const { t } = useTranslation('sim');
  const [speech, setSpeech] = useState('');
  const say = () => {
    if (!speech.trim()) return;
    onSay(speech.trim());
    setSpeech('');
  };
  return (
    <div className="sim-caller">
      <div className="sim-keypad" role="group" aria-label={t('voice.keypad')}>
        {keys.map((k) => (
          <Button key={k} text={k} aria-label={t('voice.key', { key: k })} disabled={disabled} onClick={() => onKeys(k)} />
        ))}
      </div>
      <p className="sim-hint">{t('voice.hint')}</p>
      <form
        className="sim-say"
        onSubmit={(e) => {
          e.preventDefault();
          say();
        }}
      >
        <InputGroup
          aria-label={t('voice.speech')}
          placeholder={t('voice.speech')}
          value={speech}
          disabled={disabled}
          onChange={(e) => setSpeech(e.currentTarget.value)}
        />
        <Button type="submit" text={t('voice.say')} disabled={disabled || !speech.trim()} />
        <Button text={t('voice.silence')} variant="minimal" disabled={disabled} onClick={onSilence} />
      </form>
    </div>
  );
}
