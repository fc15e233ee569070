import type { FieldList } from './fields';

/** Whose user it is: the system's, a provider's, or accounts' (the server's, from the roles given). */
export const userTypes = ['system', 'sp', 'ac'] as const;

/**
 * A user's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/users.ts,
 * which adds the e-mail's and the name's own checks), the answer and the columns (modules/users/users.ts, rows.ts),
 * and the list's columns, search and form of its screen part all read them. Creating is inviting: the e-mail is given
 * once (the form asks it first, so its field is given beside the declared ones), the name defaults to the e-mail's
 * local part. Beside them: the roles and account mappings (rows of other tables), the state (stored 0/1, answered
 * Active or Inactive), the two-factor state, and the sign-in columns, which are the user's own business.
 */
export const userFields = {
  display_name: {
    type: 'text',
    max: 120,
    searchable: true,
    listed: { label: 'users.fields.display_name' },
    form: { label: 'users.fields.display_name' },
  },
  email: { type: 'text', required: true, max: 254, searchable: true, listed: { label: 'users.fields.email', width: 0.24 } },
  user_type: { type: 'choice', options: userTypes, fixed: true },
} as const satisfies FieldList;
