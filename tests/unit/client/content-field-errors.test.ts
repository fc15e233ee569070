import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/api/http';
import { fieldErrorsOf } from '@client/features/authoring/content/editor/useContentEditor';

describe("a content editor's refusal at its fields", () => {
  it('takes the lines that name a field, the first per field, and nothing from other failures', () => {
    const refusal = new ApiError('The name has already been taken.', 422, {
      message: 'The name has already been taken.',
      errors: [
        'variable_name: The name has already been taken.',
        'default_value: Too long.',
        'variable_name: Second line.',
        'A line without a field.',
      ],
    });
    expect(fieldErrorsOf(refusal)).toEqual({ variable_name: 'The name has already been taken.', default_value: 'Too long.' });
    expect(fieldErrorsOf(new ApiError('Operation Failed', 500, null))).toEqual({});
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
  });
});
