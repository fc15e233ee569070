import { describe, expect, it } from 'vitest';
import { referencedIds, referenceFields, remapConfig, remapText } from '@server/modules/transfer/remap';

/** Variable 10 → 110, prompt 10 → 210, node 10 → 310, task 10 → 410; anything else unknown. */
const map = (model: string, id: number) =>
  id === 10 ? { variable: 110, prompt: 210, node: 310, task: 410 }[model as 'variable'] : undefined;

describe('moving a node config to other ids', () => {
  it('changes the fields that are references and leaves a number that only equals one alone', () => {
    const config = {
      action_name: 'Lookup',
      status_variable_id: 10,
      response_mappings: [{ source: 'data.id', variable_id: 10 }],
      request: { method: 'GET', url: 'https://crm.example.com/{{10}}/{{7}}', headers: [], body: '', timeout_seconds: 10 },
    };
    const out = remapConfig('web_service', config, map) as typeof config;
    expect(out.status_variable_id).toBe(110);
    expect(out.response_mappings[0].variable_id).toBe(110);
    expect(out.request.timeout_seconds).toBe(10);
    // {{7}} is not known: left as written (a text is never emptied).
    expect(out.request.url).toBe('https://crm.example.com/{{110}}/{{7}}');
    expect(config.status_variable_id).toBe(10);
  });

  it('tells apart the models of fields holding the same id', () => {
    const fields = referenceFields('goto', { goto_node_id: 10 });
    expect(fields).toEqual([{ path: ['goto_node_id'], model: 'node' }]);
    expect(remapConfig('prompt', { prompt_id: 10 }, map)).toEqual({ prompt_id: 210 });
    expect(remapConfig('link_task', { task_id: 10 }, map)).toMatchObject({ task_id: 410 });
  });

  it('an unknown numeric reference becomes empty; ids of 0 and below (system items) stay', () => {
    expect(remapConfig('prompt', { prompt_id: 12 }, map)).toEqual({ prompt_id: null });
    expect(remapText('{{-1}} and {{10}}', map)).toBe('{{-1}} and {{110}}');
  });

  it('exports and remaps a setting picked among the complex variables as the variable it is', () => {
    const config = { data_store_id: null, operation: 'find_all', result_array_variable_id: 10 };
    expect(referencedIds('data_store', config)).toEqual([{ model: 'variable', id: 10 }]);
    expect(referenceFields('data_store', config)).toEqual([{ path: ['result_array_variable_id'], model: 'variable' }]);
    expect(remapConfig('data_store', config, map)).toMatchObject({ result_array_variable_id: 110 });
    // The default array variable (-1) belongs to no account: it stays.
    expect(remapConfig('data_store', { ...config, result_array_variable_id: -1 }, map)).toMatchObject({ result_array_variable_id: -1 });
    expect(referencedIds('payment', { amount_variable_id: 10 })).toEqual([{ model: 'variable', id: 10 }]);
  });

  it('an unknown node type or a config its type refuses is left as it is', () => {
    expect(remapConfig('no_such_type', { prompt_id: 10 }, map)).toEqual({ prompt_id: 10 });
  });
});
