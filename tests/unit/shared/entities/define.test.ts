import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountsEntity, defineEntity, enabledFilter, entities, serviceProvidersEntity, type EntityDescriptor } from '@shared/entities';
import { subDomainPattern } from '@shared/entities/service-providers';

const base: EntityDescriptor = {
  name: 'widgets',
  model: 'Widget',
  label: 'widgets.one',
  plural: 'widgets.many',
  path: '/portal/widgets',
  table: 'widgets',
  idField: 'widget_id',
  nameField: 'widget_name',
  tenant: 'sp',
  item: z.object({ widget_id: z.number(), widget_name: z.string(), is_enabled: z.number() }),
  create: z.object({ widget_name: z.string() }),
  update: z.object({ widget_name: z.string() }).partial(),
  unique: [{ field: 'widget_name', per: ['sp_id'], checkPath: '/portal/validate-widget-name', takenMessage: 'taken' }],
  softDelete: true,
  list: { columns: [{ field: 'widget_name', label: 'widgets.fields.widget_name' }], filters: [enabledFilter], searchFields: ['widget_name'] },
  form: [{ field: 'widget_name', label: 'widgets.fields.widget_name' }],
  screens: [{ id: 'manage.widgets', path: '/manage/widgets', title: 'routes.widgets', section: 'manage', scopes: ['sp'], permission: 'manage.widgets' }],
  palette: { icon: 'cube', keywords: ['widget'] },
};

describe('defineEntity', () => {
  it('accepts a descriptor whose named fields are all in its item schema', () => {
    expect(defineEntity(base)).toBe(base);
  });

  it('refuses a column, filter, search or unique field the item does not have', () => {
    expect(() => defineEntity({ ...base, list: { ...base.list, columns: [{ field: 'colour', label: 'x' }] } })).toThrow('Entity widgets: colour not in its item schema');
    expect(() => defineEntity({ ...base, list: { ...base.list, searchFields: ['size'] } })).toThrow('size');
    expect(() => defineEntity({ ...base, unique: [{ field: 'code', takenMessage: 't' }] })).toThrow('code');
    expect(() => defineEntity({ ...base, nameField: 'title' })).toThrow('title');
  });

  it('refuses a filter whose default is not one of its options', () => {
    expect(() => defineEntity({ ...base, list: { ...base.list, filters: [{ ...enabledFilter, default: '2' }] } })).toThrow('filter is_enabled defaults to an unknown option');
  });
});

describe('the declared entities', () => {
  it('have unique names, paths, tables and screen ids', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(entities.map((e) => e.name));
    unique(entities.map((e) => e.path));
    unique(entities.map((e) => e.table));
    unique(entities.flatMap((e) => e.screens.map((s) => s.id)));
  });

  it('put system screens under /system and manage screens under /manage, with a matching permission stem', () => {
    for (const screen of entities.flatMap((e) => e.screens)) {
      expect(screen.path.startsWith(`/${screen.section}/`)).toBe(true);
      expect(screen.permission).toBe(screen.path.slice(1).replace('/', '.'));
    }
  });

  it('accounts: enabled by default, per-provider names, a platform-wide domain, the spec\'s delete calls', () => {
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
