import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';

/**
 * An update changes what it names and leaves the rest as it is: no update body of the API may fill in a default for
 * a field the request left out. (A partial of a create body with defaults did: updating an announcement's title reset
 * its type to what's new, renaming a campaign cleared its variables and retries.)
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/shared/api/*.ts', { eager: true });
const updateBodies = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name, value]) => /Update/.test(name) && typeof (value as ZodType)?.safeParse === 'function')
    .map(([name, schema]) => ({ name: `${file.split('/').pop()} ${name}`, schema: schema as ZodType })),
);

describe('update bodies', () => {
  it('are found (the scan reads the API schemas)', () => {
    expect(updateBodies.length).toBeGreaterThan(20);
  });

  it('fill in nothing the request did not send', () => {
    const filled = updateBodies.flatMap(({ name, schema }) => {
      const parsed = schema.safeParse({});
      return parsed.success && parsed.data && typeof parsed.data === 'object' && Object.keys(parsed.data).length > 0
        ? [`${name}: ${JSON.stringify(parsed.data)}`]
        : [];
    });
    expect(filled).toEqual([]);
  });
});
