import { useEditorKit, type FieldSpec, type PluginEditorProps } from '@plugins/kit';
import { currencySourceOf, currencySourcePatch, type CurrencySource } from './currencySource';
import { Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';

/** The currency: a fixed one, or a variable holding its code; only the chosen way's field shows. */
function CurrencyFields({ currency, variable }: { currency: FieldSpec; variable: FieldSpec | undefined }) {
  const { FieldControl, useConfigForm } = useEditorKit();
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
      {source === 'variable' && variable ? (
        <FieldControl field={variable} path={[variable.key]} />
      ) : (
        <FieldControl field={currency} path={[currency.key]} />
      )}
    </>
  );
}

export default function PaymentEditor({ fields, sections }: PluginEditorProps) {
  const { SectionsEditor } = useEditorKit();
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
