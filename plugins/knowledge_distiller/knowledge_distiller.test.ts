import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8), ...refs('datastore', 4), ...refs('intent', 11, 12)]);

describe('knowledge_distiller', () => {
  it('needs a knowledge group, a question and an answer variable', () => {
    expect(errorsOf('knowledge_distiller', {})).toEqual({
      knowledge_group_id: 'Knowledge group is required.',
      question: 'Question is required.',
      answer_variable_id: 'Answer variable is required.',
    });
    expect(diagnose('knowledge_distiller', { knowledge_group_id: 'kg-1', question: '{{7}}', answer_variable_id: 8 }, content)).toEqual([]);
  });
  it('references its variables and branches Answered / No answer', () => {
    expect(refsOf('knowledge_distiller', { question: '{{7}}', answer_variable_id: 8 })).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
    expect(branchesOf('knowledge_distiller', {}).map((b) => b.label)).toEqual(['Answered', 'No answer']);
  });
});
