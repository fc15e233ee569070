import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { configFields, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { suggestionSources } from '@shared/plugin-api/suggestions';

const fieldsOf = (type: string) => configFields(registry.get(type)!.config);
const byKey = (fields: FieldSpec[], key: string) => fields.find((f) => f.key === key)!;

/** The settings that name the contact-center platform's skills, dispositions, call variables and knowledge distiller lists suggest them from there. */
describe('platform lists in node editors', () => {
  it('suggests skills in every node type that queues for skills', () => {
    for (const type of ['enqueue', 'add_to_queue', 'dequeue', 'check_waiter', 'queue_callback', 'five9_transfer', 'screenpop_transfer']) {
      const skills = byKey(fieldsOf(type), 'skills');
      expect(skills, type).toMatchObject({ kind: 'list', item: { kind: 'text', suggest: 'platform-skill' } });
    }
  });

  it('suggests dispositions, call variables, knowledge groups and prompts from the platform', () => {
    expect(byKey(fieldsOf('disposition'), 'disposition')).toMatchObject({ kind: 'text', suggest: 'platform-disposition' });
    expect(byKey(fieldsOf('dispose_end_call'), 'disposition')).toMatchObject({ kind: 'text', suggest: 'platform-disposition' });
    expect(byKey(fieldsOf('enqueue'), 'call_variables')).toMatchObject({
      kind: 'list',
      item: { kind: 'object', fields: [{ key: 'name', suggest: 'platform-variable' }, { key: 'value' }] },
    });
    expect(byKey(fieldsOf('knowledge_distiller'), 'knowledge_group_id')).toMatchObject({ kind: 'text', suggest: 'distiller-group' });
    expect(byKey(fieldsOf('knowledge_distiller'), 'distiller_prompt')).toMatchObject({ kind: 'text', suggest: 'distiller-prompt' });
  });

  it("reads them at the platform's paths of the account's domain", () => {
    expect(suggestionSources['platform-skill'].path).toBe('/skills/v1/domains/:domain/skills');
    expect(suggestionSources['platform-disposition'].path).toBe('/interactions/v1/domains/:domain/dispositions');
    expect(suggestionSources['distiller-group'].path).toBe('/knowledge-distiller/knowledge-groups');
  });
});
