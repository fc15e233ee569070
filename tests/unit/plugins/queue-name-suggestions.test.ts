import { describe, expect, it } from 'vitest';
import { fieldOf } from '@shared/plugin-api/editor-fields';
import { registry } from '@plugins/registry';

const shape = (type: string) => (registry.get(type)!.config as unknown as { shape: Record<string, import('zod').ZodType> }).shape;

describe("the queue steps' queue setting", () => {
  it("is text the editor suggests from the account's QforMe queues, on every queue step", () => {
    for (const type of ['enqueue', 'add_to_queue', 'check_waiter', 'queue_callback', 'dequeue']) {
      expect(fieldOf('queue_name', shape(type).queue_name), type).toMatchObject({ kind: 'text', suggest: 'qforme-queue', maxLength: 100 });
    }
  });

  it('suggests nothing for other text settings', () => {
    expect(fieldOf('text', shape('messaging_send').text)).not.toHaveProperty('suggest');
  });
});
