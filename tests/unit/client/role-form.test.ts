import { describe, expect, it } from 'vitest';
import { draftOf, formFields } from '@client/features/entities/form';
import { rolesMeta } from '@shared/entities/roles.screen';

// A new role starts at the narrowest level (account), never at system level.
describe('the role form', () => {
  it('starts a new role at account level', () => {
    const fields = formFields(rolesMeta, true, true);
    expect(draftOf(fields, null).scope).toBe('ac');
  });
});
