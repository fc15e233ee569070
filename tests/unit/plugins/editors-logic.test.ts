import { describe, expect, it } from 'vitest';
import menu, { menuKeys } from '@plugins/menu/definition';
import webService from '@plugins/web_service/definition';
import { bodyShown, methodTakesBody } from '@plugins/web_service/requestParts';
import { currencySourceOf, currencySourcePatch } from '@plugins/payment/currencySource';
import { configFields, newEntry, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { canAddRow, freeOptions, moveRow, rowAfterRemove } from '@client/features/authoring/callflow/editor/tableRows';
import { diagnose } from './support';

const rows = (...keys: string[]) => keys.map((key) => ({ key, label: `Option ${key}` }));
const keysList = configFields(menu.config).find((f) => f.key === 'keys') as Extract<FieldSpec, { kind: 'list' }>;

describe('menu key table', () => {
  it('offers a row its own key and the keys no other row has taken, in keypad order', () => {
    const taken = rows('1', '2', '#');
    expect(freeOptions(taken, 'key', menuKeys, 0)).toEqual(['1', '3', '4', '5', '6', '7', '8', '9', '0', '*']);
    expect(freeOptions(taken, 'key', menuKeys, 2)).toEqual(['3', '4', '5', '6', '7', '8', '9', '0', '*', '#']);
    expect(freeOptions(taken, 'key', menuKeys, -1)).not.toContain('2');
  });

  it('adds a row with the first free key, and no row once all twelve keys are used', () => {
    const some = rows('1', '3');
    expect(newEntry(keysList, some)).toEqual({ key: '2', label: '' });
    const unique = { key: 'key', options: menuKeys };
    expect(canAddRow(some, keysList.maxItems, unique)).toBe(true);
    expect(canAddRow(rows(...menuKeys), keysList.maxItems, unique)).toBe(false);
    expect(canAddRow(rows('1', '2'), 2)).toBe(false);
  });

  it('moves a key up and down, the branch order of the canvas, and not past either end', () => {
    const three = rows('1', '2', '3');
    expect(moveRow(three, 2, -1).map((r) => r.key)).toEqual(['1', '3', '2']);
    expect(moveRow(three, 0, 1).map((r) => r.key)).toEqual(['2', '1', '3']);
    expect(moveRow(three, 0, -1).map((r) => r.key)).toEqual(['1', '2', '3']);
    expect(moveRow(three, 2, 1).map((r) => r.key)).toEqual(['1', '2', '3']);
    expect(three.map((r) => r.key)).toEqual(['1', '2', '3']);
  });

  it('focuses the row above a removed one, the first when the first goes, none when the last row goes', () => {
    expect(rowAfterRemove(3, 2)).toBe(1);
    expect(rowAfterRemove(3, 0)).toBe(0);
    expect(rowAfterRemove(1, 0)).toBeNull();
  });

  it('refuses a key twice, so a row that took a used key shows why', () => {
    expect(diagnose('menu', { prompt_id: null, keys: rows('1', '1') }).filter((d) => d.path.startsWith('keys'))).toEqual([
      { path: 'keys.1.key', message: expect.stringMatching(/Key/), severity: 'error' },
    ]);
  });
});

describe('web service request', () => {
  it('shows the body for methods that send one', () => {
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(methodTakesBody)).toEqual(['POST', 'PUT', 'PATCH']);
    expect(bodyShown({ method: 'POST', body: '' })).toBe(true);
    expect(bodyShown({ method: 'GET', body: '' })).toBe(false);
    expect(bodyShown({ method: 'DELETE', body: '  ' })).toBe(false);
    expect(bodyShown(undefined)).toBe(false);
  });

  it('keeps a body written before the method changed to GET in sight, where validate() refuses it', () => {
    const request = { method: 'GET' as const, body: '{"id":1}' };
    expect(bodyShown(request)).toBe(true);
    const paths = diagnose('web_service', {
      action_name: 'Lookup',
      request: { ...webService.defaults().request, url: 'https://crm.example.com', ...request },
    }).map((d) => d.path);
    expect(paths).toContain('request.body');
  });

  it('adds empty header and response mapping rows', () => {
    const fields = configFields(webService.config);
    const request = fields.find((f) => f.key === 'request') as Extract<FieldSpec, { kind: 'object' }>;
    const headers = request.fields.find((f) => f.key === 'headers') as Extract<FieldSpec, { kind: 'list' }>;
    const mappings = fields.find((f) => f.key === 'response_mappings') as Extract<FieldSpec, { kind: 'list' }>;
    expect(newEntry(headers, [])).toEqual({ name: '', value: '' });
    expect(newEntry(mappings, [])).toEqual({ source: '', variable_id: null });
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
