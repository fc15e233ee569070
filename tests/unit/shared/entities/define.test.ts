import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountsEntity, defineEntity, enabledFilter, entities, serviceProvidersEntity, type EntityMeta } from '@shared/entities';
import type { BulkAction } from '@shared/entities/bulk';
import { entityCatalogue } from '@shared/entities/catalogue';
import { entityScreens } from '@shared/entities/screens';
import { subDomainPattern } from '@shared/entities/service-providers.schema';

const base: EntityMeta = {
  name: 'widgets',
  model: 'Region',
  label: 'widgets.one',
  plural: 'widgets.many',
  path: '/portal/widgets',
  table: 'widgets',
  idField: 'widget_id',
  nameField: 'widget_name',
  tenant: 'sp',
  unique: [{ field: 'widget_name', per: ['sp_id'], checkPath: '/portal/validate-widget-name', takenMessage: 'taken' }],
  softDelete: true,
  list: {
    columns: [{ field: 'widget_name', label: 'widgets.fields.widget_name' }],
    filters: [enabledFilter],
    searchFields: ['widget_name'],
  },
  form: [{ field: 'widget_name', label: 'widgets.fields.widget_name' }],
  screens: [
    {
      id: 'manage.widgets',
      path: '/manage/widgets',
      title: 'routes.widgets',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.widgets',
    },
  ],
  palette: { icon: 'cube', keywords: ['widget'] },
};
const schemas = {
  item: z.object({ widget_id: z.number(), widget_name: z.string(), is_enabled: z.number() }),
  create: z.object({ widget_name: z.string() }),
  update: z.object({ widget_name: z.string() }).partial(),
};

describe('defineEntity', () => {
  it('accepts a descriptor whose named fields are all in its item schema', () => {
    expect(defineEntity(base, schemas)).toEqual({ ...base, ...schemas });
  });

  it('refuses a column, filter, search or unique field the item does not have', () => {
    expect(() => defineEntity({ ...base, list: { ...base.list, columns: [{ field: 'colour', label: 'x' }] } }, schemas)).toThrow(
      'Entity widgets: colour not in its item schema',
    );
    expect(() => defineEntity({ ...base, list: { ...base.list, searchFields: ['size'] } }, schemas)).toThrow('size');
    expect(() => defineEntity({ ...base, unique: [{ field: 'code', takenMessage: 't' }] }, schemas)).toThrow('code');
    expect(() => defineEntity({ ...base, nameField: 'title' }, schemas)).toThrow('title');
  });

  it('refuses a bulk action without a label, a path or an ids field, or one naming a field the item does not have', () => {
    const mark: BulkAction = {
      id: 'mark',
      path: '/portal/mark-widgets',
      field: 'widget_ids',
      body: { is_enabled: 1 },
      label: 'widgets.bulk.mark',
      done: 'widgets.bulk.marked',
      icon: 'tick',
      undo: 'previous',
    };
    const declaring =
      (...bulkActions: BulkAction[]) =>
      () =>
        defineEntity({ ...base, bulkActions }, schemas);
    expect(declaring(mark)().bulkActions).toEqual([mark]);
    expect(declaring({ ...mark, label: '' })).toThrow('Entity widgets: bulk action mark has no label');
    expect(declaring({ ...mark, path: '' })).toThrow('Entity widgets: bulk action mark has no path');
    expect(declaring({ ...mark, path: 'portal/mark-widgets' })).toThrow('bulk action mark has no path');
    expect(declaring({ ...mark, field: '' })).toThrow('bulk action mark has no field for the ids');
    expect(declaring({ ...mark, done: '' })).toThrow('bulk action mark has no notice');
    expect(declaring(mark, { ...mark, label: 'widgets.bulk.again' })).toThrow('bulk action mark is declared twice');
    expect(declaring({ ...mark, takes: { colour: ['red'] } })).toThrow('bulk action mark takes rows by colour, not in its item schema');
    expect(declaring({ ...mark, body: { size: 2 } })).toThrow('bulk action mark sets size, not in its item schema');
    expect(declaring({ ...mark, body: undefined })).toThrow('bulk action mark undoes to previous values but sets none');
    // The helper's bulk delete is the first bulk action, held to the same checks.
    expect(() => defineEntity({ ...base, bulkDelete: { path: '', field: 'widget_ids' } }, schemas)).toThrow(
      'Entity widgets: bulk action delete has no path',
    );
  });

  it('refuses a filter whose default is not one of its options', () => {
    expect(() => defineEntity({ ...base, list: { ...base.list, filters: [{ ...enabledFilter, default: '2' }] } }, schemas)).toThrow(
      'filter is_enabled defaults to an unknown option',
    );
  });
});

describe('the declared entities', () => {
  it('are in the catalogue the client reads, in the same order, as the same data', () => {
    expect(entityCatalogue.map((m) => m.name)).toEqual(entities.map((e) => e.name));
    for (const [i, meta] of entityCatalogue.entries()) expect(entities[i]).toMatchObject(meta as never);
  });

  it('the shell part carries names, routes and palette words only; screens.ts carries the whole data', () => {
    for (const shell of entityCatalogue)
      expect(Object.keys(shell).sort()).toEqual(expect.arrayContaining(['name', 'path', 'screens', 'palette']));
    for (const shell of entityCatalogue)
      for (const key of ['list', 'form', 'unique', 'table']) expect(shell, `${shell.name}.${key}`).not.toHaveProperty(key);
    expect(entityScreens.map((m) => m.name)).toEqual(entities.map((e) => e.name));
    for (const [i, meta] of entityScreens.entries()) expect(entities[i]).toMatchObject(meta as never);
  });

  it('have unique names, paths, tables and screen ids', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(entities.map((e) => e.name));
    unique(entities.map((e) => e.path));
    unique(entities.map((e) => e.table));
    unique(entities.flatMap((e) => e.screens.map((s) => s.id)));
  });

  it('put system screens under /system and manage screens under /manage, with a matching permission stem', () => {
    // The spec renames two internally (spec 3 §2): sp-plans is system.service_provider_plans, ac-plans manage.account_plan.
    const renamed: Record<string, string> = {
      '/system/sp-plans': 'system.service_provider_plans',
      '/manage/ac-plans': 'manage.account_plan',
    };
    for (const screen of entities.flatMap((e) => e.screens)) {
      expect(screen.path.startsWith(`/${screen.section}/`)).toBe(true);
      // A screen under a route of the spec (/manage/telephony/numbers beside /manage/telephony) shares its route's permission.
      expect(screen.permission).toBe(renamed[screen.path] ?? screen.path.slice(1).split('/').slice(0, 2).join('.'));
    }
  });

  it("accounts: enabled by default, per-provider names, a platform-wide domain, the spec's delete calls", () => {
    expect(accountsEntity.list.filters[0]).toMatchObject({ field: 'is_enabled', default: '1' });
    expect(accountsEntity.unique.map((u) => [u.field, u.per ?? [], u.checkPath])).toEqual([
      ['ac_name', ['sp_id'], '/portal/validate-ac-name'],
      ['domain_id', [], '/portal/validate-ac-domain'],
    ]);
    expect(accountsEntity.forceDeletePath).toBe('/portal/force-delete/:ac_id');
    expect(accountsEntity.bulkDelete).toEqual({ path: '/portal/bulk-delete-accounts', field: 'ac_ids' });
    expect(accountsEntity.create.safeParse({ ac_name: 'A', migration_state: 'S7_F9' }).success).toBe(true);
    expect(accountsEntity.create.safeParse({ ac_name: 'A', migration_state: 'S7' }).success).toBe(false);
    // The provider never changes by an edit.
    expect(accountsEntity.update.safeParse({ sp_id: 2 }).success).toBe(false);
  });

  it('service providers: sub-domains are DNS labels in lowercase', () => {
    for (const ok of ['northwind', 'a', 'blue-bird2', 'x'.repeat(63)]) expect(subDomainPattern.test(ok), ok).toBe(true);
    for (const bad of ['', '-a', 'a-', 'A', 'a.b', 'a b', 'x'.repeat(64)]) expect(subDomainPattern.test(bad), bad).toBe(false);
    expect(serviceProvidersEntity.unique.find((u) => u.field === 'sub_domain')?.includeDisabled).toBe(true);
  });
});

describe('the catalogue the signed-in shell imports', () => {
  it('reaches no zod: the schemas stay with the server and the lazy screens', async () => {
    const { readFileSync, existsSync } = await import('node:fs');
    const { dirname, join, resolve } = await import('node:path');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/^import \{[^}]*\} from 'zod'|^import \* as z from 'zod'|^import z from 'zod'/m);
      for (const [, spec] of text.matchAll(/^import (?!type )[^;]*? from '(\.{1,2}\/[^']+)'/gm)) {
        const next = resolve(dirname(file), spec) + '.ts';
        if (existsSync(next)) visit(next);
      }
    };
    visit(join(process.cwd(), 'src/shared/entities/catalogue.ts'));
    expect(seen.size).toBeGreaterThan(3);
  });
});
