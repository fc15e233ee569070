import { Classes, NumericInput } from '@blueprintjs/core';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Blueprint's NumericInput, with its stepper buttons pointing at the input they step (given an id of ours the
 * input is renamed, while Blueprint's buttons keep naming its own id) and named in the user's language.
 */
export function NumberInput(props: Omit<ComponentProps<typeof NumericInput>, 'inputRef'>) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const field = input.current;
    const buttons = field?.closest(`.${Classes.NUMERIC_INPUT}`)?.querySelectorAll(`.${Classes.BUTTON_GROUP} button`) ?? [];
    [t('increment'), t('decrement')].forEach((label, i) => {
      buttons[i]?.setAttribute('aria-label', label);
      if (field?.id) buttons[i]?.setAttribute('aria-controls', field.id);
    });
  });
  return <NumericInput {...props} inputRef={input} />;
}
