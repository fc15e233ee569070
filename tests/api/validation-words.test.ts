import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

// A refused body is named in words at its field ('task_name: Task name is required.'), never in the schema
// library's words ('Invalid input: expected string, received undefined'), and changes nothing.
const fx = accountFixture();

describe('validation in words', () => {
  it('names a missing, blank or too long task name at its field', async () => {
    const count = async () =>
      (
        await fx.s.db
          .selectFrom('tasks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    for (const body of [{ task_type: 'voice' }, { task_type: 'voice', task_name: '   ' }]) {
      const res = await fx.call('POST', '/studio/tasks', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContain('task_name: Task name is required.');
      expect(res.json().message).toBe('task_name: Task name is required.');
    }
    const long = await fx.call('POST', '/studio/tasks', { task_type: 'voice', task_name: 'x'.repeat(256) });
    expect(long.json().errors).toContain('task_name: Task name may not be longer than 255 characters.');
    const kind = await fx.call('POST', '/studio/tasks', { task_type: 'fax', task_name: 'Fax line' });
    expect(kind.json().errors[0]).toMatch(/^task_type: Task type must be one of: /);
    expect(Number(await count())).toBe(before);
  });
});
