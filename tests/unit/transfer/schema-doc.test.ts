import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { taskExportFormatVersion } from '@shared/api/transfer';
import { taskExportJsonSchema } from '@server/modules/transfer/routes';

describe('the published schema of the task export', () => {
  it('docs/task-export.schema.json is the schema the server serves (regenerate it when the format changes)', () => {
    const inDocs = JSON.parse(readFileSync(new URL('../../../docs/task-export.schema.json', import.meta.url), 'utf8'));
    expect(inDocs).toEqual(taskExportJsonSchema());
  });

  it('names the format and its version', () => {
    const schema = taskExportJsonSchema() as { properties: Record<string, { const?: string }> };
    expect(schema.properties.format.const).toBe('studio-task-export');
    expect(taskExportFormatVersion).toBe(1);
  });
});
