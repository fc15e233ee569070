import { describe, expect, it } from 'vitest';
import { draftOf, formFields, limitError, limitErrors } from '@client/features/entities/form';
import '@shared/api/common';
import { trunkCreate } from '@shared/api/telephony';
import { trunksMeta } from '@shared/entities/trunks.screen';

// An administration form holds a value to its declared limits at the field, in the words the server answers the
// same body with, so a save that would be refused is not sent.
const fields = formFields(trunksMeta, true, false);
const field = (name: string) => fields.find((f) => f.field === name)!;
const serverWords = (body: Record<string, unknown>) => trunkCreate.safeParse(body).error?.issues.map((i) => i.message) ?? [];

describe('the declared limits of an administration form', () => {
  it("stops a 101-character name with the server's words, and lets 100 characters through", () => {
    const long = 'T'.repeat(101);
    expect(limitError(field('trunk_name'), long)).toBe('Trunk name may not be longer than 100 characters.');
    expect(serverWords({ trunk_name: long })).toEqual([limitError(field('trunk_name'), long)]);
    expect(limitError(field('trunk_name'), 'T'.repeat(100))).toBeNull();
    // Counted as the server counts it: trimmed.
    expect(limitError(field('trunk_name'), ` ${'T'.repeat(100)} `)).toBeNull();
  });

  it('holds a number to its declared bounds; while typing, only the most', () => {
    // (The server names a port's bounds in a rule of its own, 'must be a port number from 1 to 65535'; the form,
    // which has the declaration and not the rule, names the bounds in the common words.)
    const port = field('primary_internal_port');
    expect(limitError(port, '70000')).toBe('Primary internal port may not be greater than 65535.');
    expect(serverWords({ trunk_name: 'A', primary_internal_port: 70000 })).toHaveLength(1);
    expect(limitError(port, '0')).toBe('Primary internal port must be at least 1.');
    expect(serverWords({ trunk_name: 'A', primary_internal_port: 0 })).toHaveLength(1);
    expect(limitError(port, '0', true)).toBeNull();
    expect(limitError(port, '70000', true)).not.toBeNull();
    expect(limitError(port, '5060')).toBeNull();
    expect(limitError(port, '')).toBeNull();
  });

  it('names every field a save would send over its limit; an update only what changed', () => {
    const draft = { ...draftOf(fields, null), trunk_name: 'T'.repeat(101), description: 'd'.repeat(501), primary_external_port: '5060' };
    expect(Object.keys(limitErrors(fields, draft, null))).toEqual(['trunk_name', 'description']);
    const stored = { ...draft, description: 'short' };
    expect(Object.keys(limitErrors(fields, draft, stored))).toEqual(['description']);
    expect(limitErrors(fields, { ...draft, trunk_name: 'Trunk A', description: '' }, null)).toEqual({});
  });

  it('every declared text and number limit of the form reaches its field', () => {
    expect(field('trunk_name').max).toBe(100);
    expect([field('primary_internal_port').min, field('primary_internal_port').max]).toEqual([1, 65535]);
  });
});
