import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { lookupFrom, validateNodeConfig, type Diagnostic } from '@shared/plugin-api';
import { controlId } from '@shared/plugin-api/editor-fields';
import {
  anyRow as anyRowOf,
  diagnosticFromServer,
  fieldPaths,
  getIn,
  placeDiagnostics,
  setIn,
} from '@client/features/authoring/callflow/editor/diagnostics';
import { configFields } from '@shared/plugin-api/editor-fields';

const menu = registry.require('menu');
const menuFields = configFields(menu.config);
const err = (path: string, message = 'bad'): Diagnostic => ({ path, message, severity: 'error' });

describe('path → field', () => {
  it('lists every drawn path, list rows and their fields included', () => {
    const paths = fieldPaths(menuFields, menu.defaults());
    expect(paths).toEqual(
      expect.arrayContaining(['prompt_id', 'keys', 'keys.0', 'keys.0.key', 'keys.1.label', 'barge_in', 'result_variable_id']),
    );
    expect(paths).not.toContain('keys.2');
  });

  it("puts validate()'s diagnostics on their fields", () => {
    const config = {
      ...menu.defaults(),
      keys: [
        { key: '1', label: '' },
        { key: '1', label: '' },
      ],
    };
    const ctx = { taskType: 'voice' as const, features: [], exists: lookupFrom([], ['prompt', 'variable']) };
    const { diagnostics } = validateNodeConfig(menu, config, ctx);
    const placed = placeDiagnostics(diagnostics, fieldPaths(menuFields, config));
    expect(placed.byPath.get('prompt_id')?.[0].message).toBe('Prompt is required.');
    expect(placed.byPath.get('keys.1.key')?.[0].message).toBe('Key must be unique.');
    expect(placed.general).toEqual([]);
  });

  it('falls back to the nearest drawn ancestor, then to the summary', () => {
    const drawn = fieldPaths(menuFields, menu.defaults());
    const placed = placeDiagnostics([err('keys.7.key'), err('keys'), err(''), err('nowhere.at.all')], drawn);
    expect(placed.byPath.get('keys')?.length).toBe(2);
    expect(placed.general.map((d) => d.path)).toEqual(['', 'nowhere.at.all']);
  });

  it("reads the server's 422 'path: message' onto the field", () => {
    const drawn = fieldPaths(menuFields, menu.defaults());
    expect(diagnosticFromServer('prompt_id: Prompt is required.', drawn)).toEqual(err('prompt_id', 'Prompt is required.'));
    expect(diagnosticFromServer('Cannot drop here', drawn)).toEqual(err('', 'Cannot drop here'));
    expect(diagnosticFromServer('other_field: Nope.', drawn)).toEqual(err('', 'other_field: Nope.'));
  });

  it('gives every path a usable element id', () => {
    expect(controlId('keys.1.label')).toBe('cfg-keys-1-label');
  });
});

describe('draft updates', () => {
  it('sets a nested value without touching the rest', () => {
    const before = {
      keys: [
        { key: '1', label: 'a' },
        { key: '2', label: 'b' },
      ],
      barge_in: true,
    };
    const after = setIn(before, ['keys', 1, 'label'], 'z');
    expect(getIn(after, ['keys', 1, 'label'])).toBe('z');
    expect(before.keys[1].label).toBe('b');
    expect(after.keys[0]).toBe(before.keys[0]);
    expect(Array.isArray(after.keys)).toBe(true);
  });
});

describe('rows as any row', () => {
  it('names the same field of every row', () => {
    expect(anyRowOf('conditions.3.variable_id')).toBe('conditions.*.variable_id');
    expect(anyRowOf('keys.12')).toBe('keys.*');
    expect(anyRowOf('prompt_id')).toBe('prompt_id');
  });
});
