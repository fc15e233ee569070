import { describe, expect, it } from 'vitest';
import { currencySourceOf, currencySourcePatch } from '@plugins/payment/currencySource';
import { registry } from '@plugins/registry';
import { configFields } from '@shared/plugin-api/editor-fields';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1), ...refs('variable', 7, 8, 9)]);

describe('payment', () => {
  const valid = { amount_variable_id: 7, currency: 'EUR', description: 'Invoice {{8}}', transaction_variable_id: 9 };
  it('takes the amount from a variable, in a currency of the spec', () => {
    expect(diagnose('payment', valid, content)).toEqual([]);
    expect(errorsOf('payment', {})).toEqual({ amount_variable_id: 'Amount variable is required.' });
    expect(diagnose('payment', { ...valid, currency: 'JPY' }, content)[0]).toMatchObject({ path: 'currency' });
  });
  it('checks its optional variables and attempts', () => {
    expect(errorsOf('payment', { ...valid, currency_variable_id: 3, error_variable_id: 4 }, content)).toEqual({
      currency_variable_id: 'The selected variable no longer exists.',
      error_variable_id: 'The selected variable no longer exists.',
    });
    expect(errorsOf('payment', { ...valid, max_attempts: 9 }, content)).toEqual({ max_attempts: 'Enter a whole number from 1 to 5.' });
  });
  it('picks the amount among the complex variables (payment ones), its texts among every variable', () => {
    const models = Object.fromEntries(
      configFields(registry.require('payment').config).flatMap((f) => (f.kind === 'ref' ? [[f.key, f.model]] : [])),
    );
    expect(models).toEqual({
      amount_variable_id: 'complex_variable',
      currency_variable_id: 'variable',
      transaction_variable_id: 'variable',
      error_variable_id: 'variable',
    });
    // Still a variable for the checks and the usage index.
    expect(errorsOf('payment', { ...valid, amount_variable_id: 3 }, content)).toEqual({
      amount_variable_id: 'The selected variable no longer exists.',
    });
    expect(refsOf('payment', { amount_variable_id: 7 })).toEqual([{ model: 'variable', id: 7 }]);
  });
  it('references every variable once and branches Approved / Declined', () => {
    expect(refsOf('payment', { ...valid, currency_variable_id: 8, error_variable_id: 9 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
    ]);
    expect(branchesOf('payment', {}).map((b) => b.label)).toEqual(['Approved', 'Declined']);
  });
});

describe('payment currency', () => {
  it('comes from a variable once one is chosen, else it is the fixed currency', () => {
    expect(currencySourceOf({ currency: 'EUR', currency_variable_id: null })).toBe('fixed');
    expect(currencySourceOf({ currency: 'USD' })).toBe('fixed');
    expect(currencySourceOf({ currency: 'USD', currency_variable_id: 7 })).toBe('variable');
  });

  it('drops the currency variable when the fixed currency is chosen again, since the variable would win', () => {
    expect(currencySourcePatch('fixed')).toEqual({ currency_variable_id: null });
    expect(currencySourcePatch('variable')).toEqual({});
  });
});
