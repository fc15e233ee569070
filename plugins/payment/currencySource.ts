/** Where a payment's currency comes from: the fixed currency, or a variable holding its code. */
export type CurrencySource = 'fixed' | 'variable';

export const currencySourceOf = (config: Readonly<Record<string, unknown>>): CurrencySource =>
  config.currency_variable_id === null || config.currency_variable_id === undefined ? 'fixed' : 'variable';

/** The settings a switch of source changes: back to the fixed currency drops the variable, which would win. */
export const currencySourcePatch = (source: CurrencySource): Record<string, unknown> =>
  source === 'fixed' ? { currency_variable_id: null } : {};
