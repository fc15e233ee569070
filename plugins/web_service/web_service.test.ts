import { describe, expect, it } from 'vitest';
import { configFields, type FieldSpec, newEntry } from '@shared/plugin-api/editor-fields';
import webService from '@plugins/web_service/definition';
import { bodyShown, methodTakesBody } from '@plugins/web_service/requestParts';
import { branchesOf, diagnose, errorsOf, refsOf, servicesContent } from '../test-support';

const content = servicesContent();

describe('web_service', () => {
  const valid = {
    action_name: 'Find customer',
    request: {
      method: 'POST',
      url: 'https://crm.example.com/customers/{{7}}',
      headers: [{ name: 'Authorization', value: 'Bearer {{8}}' }],
      body: '{"id":"{{7}}"}',
      timeout_seconds: 10,
    },
    response_mappings: [{ source: 'data.items[0].name', variable_id: 9 }],
    status_variable_id: 8,
  };
  it('accepts a complete request', () => expect(diagnose('web_service', valid, content)).toEqual([]));
  it('needs an action name and a URL', () => {
    expect(errorsOf('web_service', {})).toEqual({ action_name: 'Action name is required.', 'request.url': 'URL is required.' });
  });
  it('refuses a URL that is not http(s), a body on GET, and bad header names', () => {
    expect(
      errorsOf(
        'web_service',
        {
          ...valid,
          request: { ...valid.request, method: 'GET', url: 'ftp://x.example.com', headers: [{ name: 'Bad Header', value: '' }] },
        },
        content,
      ),
    ).toEqual({
      'request.url': 'URL must be a full http:// or https:// address.',
      'request.body': 'A GET request cannot send a body.',
      'request.headers.0.name': 'A header name may contain only letters, digits and dashes.',
    });
  });
  it('takes a URL that is a variable as it is', () => {
    expect(errorsOf('web_service', { ...valid, request: { ...valid.request, url: '{{7}}' } }, content)).toEqual({});
  });
  it('limits the timeout to 1–60 seconds', () => {
    expect(errorsOf('web_service', { ...valid, request: { ...valid.request, timeout_seconds: 0 } }, content)).toEqual({
      'request.timeout_seconds': 'Enter a whole number from 1 to 60.',
    });
  });
  it('checks response paths and the variables they go to', () => {
    expect(
      errorsOf(
        'web_service',
        {
          ...valid,
          response_mappings: [
            { source: 'data..x', variable_id: 9 },
            { source: 'id', variable_id: 4 },
          ],
        },
        content,
      ),
    ).toEqual({
      'response_mappings.0.source': 'Write the response path like data.items[0].name.',
      'response_mappings.1.variable_id': 'The selected variable no longer exists.',
    });
  });
  it('references every variable of the request, the mappings and the status, once each', () => {
    expect(refsOf('web_service', valid)).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
    ]);
  });
  it('branches Success and Failure', () => {
    expect(branchesOf('web_service', {})).toEqual([
      { key: 'success', label: 'Success', removable: true },
      { key: 'failure', label: 'Failure', removable: true },
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
