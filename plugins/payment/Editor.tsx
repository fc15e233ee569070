import { Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FieldControl } from '@client/features/build/callflow/editor/FieldControl';
import { useConfigForm } from '@client/features/build/callflow/editor/formContext';
import { currencySourceOf, currencySourcePatch, type CurrencySource } from '@client/features/build/callflow/editor/paymentParts';
import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import type { FieldSpec } from '@client/features/build/callflow/editor/schemaFields';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Payment: the amount and its currency, how the card is taken, and where the outcome is stored. */
export const sections: readonly EditorSection[] = [
  { title: 'amount', keys: ['amount_variable_id', 'currency', 'currency_variable_id', 'description'] },
  { title: 'card', keys: ['collect_postal_code', 'max_attempts'] },
  { title: 'result', keys: ['transaction_variable_id', 'error_variable_id'] },
];

/** The currency: a fixed one, or a variable holding its code; only the chosen way's field shows. */
function CurrencyFields({ currency, variable }: { currency: FieldSpec; variable: FieldSpec | undefined }) {
  const form = useConfigForm();
  const { t } = form;
  const [source, setSource] = useState<CurrencySource>(() => currencySourceOf(form.config));
  const choose = (next: CurrencySource) => {
    setSource(next);
    for (const [key, value] of Object.entries(currencySourcePatch(next))) form.set([key], value);
  };
  return (
    <>
      <RadioGroup
        className="cf-field"
        inline
        label={t('pluginEditors.payment.currencyFrom')}
        selectedValue={source}
        disabled={form.readOnly}
        onChange={(e) => choose(e.currentTarget.value as CurrencySource)}
      >
        <Radio value="fixed" label={t('pluginEditors.payment.fixedCurrency')} />
        <Radio value="variable" label={t('pluginEditors.payment.currencyVariable')} />
      </RadioGroup>
      {source === 'variable' && variable ? <FieldControl field={variable} path={[variable.key]} /> : <FieldControl field={currency} path={[currency.key]} />}
    </>
  );
}

export default function PaymentEditor({ fields }: PluginEditorProps) {
  return (
    <SectionsEditor
      fields={fields}
      sections={sections}
      render={{
        currency: (field, all) => <CurrencyFields currency={field} variable={all.find((f) => f.key === 'currency_variable_id')} />,
        currency_variable_id: () => null,
      }}
    />
  );
}
