import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentModels } from '@shared/api/content';
import { contentTypes } from '@shared/entities/content';
import { contentTypeCatalogue } from '@shared/entities/content/catalogue';
import { defineContentType, type ContentTypeMeta } from '@shared/entities/content/define';
import { contentModels as refKinds } from '@shared/plugin-api/types';
import { contentTabs } from '@client/features/authoring/content/tabs';
import { refSources } from '@client/features/authoring/callflow/editor/refSources';
import { contentKinds } from '@server/modules/transfer/content-kinds';
import { contentResources, contentPermissions } from '@server/modules/content/registry';

const widgets: ContentTypeMeta = {
  name: 'widgets',
  model: 'Prompt',
  ref: 'prompt',
  label: 'items.widget',
  plural: 'tabs.widgets',
  path: '/widget/widgets',
  table: 'widgets',
  idField: 'widget_id',
  nameField: 'widget_name',
  tenant: 'ac',
  permission: 'build.content.widgets',
  searchFields: ['widget_name'],
  unique: [{ field: 'widget_name', per: ['widget_kind'], takenMessage: 'taken' }],
  palette: { icon: 'cube', keywords: ['widget'], create: 'createWidget', open: 'openWidget' },
};
const item = z.object({ widget_id: z.number(), widget_name: z.string(), widget_kind: z.string() });

describe('defineContentType', () => {
  it('joins the data and the schemas', () => {
    const schemas = { item, create: item.omit({ widget_id: true }), update: item.partial() };
    expect(defineContentType(widgets, schemas)).toEqual({ ...widgets, ...schemas });
  });

  it('refuses an id, name, search or unique field (or its per column) the item does not have', () => {
    const schemas = { item: item.omit({ widget_kind: true }), create: item, update: item };
    expect(() => defineContentType(widgets, schemas)).toThrow('Content type widgets: widget_kind not in its item schema');
    expect(() => defineContentType({ ...widgets, searchFields: ['colour'] }, { ...schemas, item })).toThrow('colour');
    expect(() => defineContentType({ ...widgets, idField: 'id' }, { ...schemas, item })).toThrow('id');
  });
});

describe('the declared content types', () => {
  it('are every content model once, each named as node settings name it, in the catalogue the client reads, as the same data', () => {
    expect(contentTypeCatalogue.map((t) => t.model).sort()).toEqual([...contentModels].sort());
    for (const t of contentTypeCatalogue) expect(refKinds).toContain(t.ref);
    expect(new Set(contentTypeCatalogue.map((t) => t.ref)).size).toBe(contentTypeCatalogue.length);
    expect(contentTypes.map((t) => t.name)).toEqual(contentTypeCatalogue.map((t) => t.name));
    for (const [i, meta] of contentTypeCatalogue.entries()) expect(contentTypes[i]).toMatchObject(meta as never);
  });

  it('are what the server serves: each resource at the declared path, table, id and name, with the declared permission', () => {
    for (const t of contentTypes) {
      const def = contentResources[t.model]!.descriptor;
      expect({ path: def.path, table: def.table, id: def.idField, name: def.nameField, permission: def.permission }).toEqual({
        path: t.path,
        table: t.table,
        id: t.idField,
        name: t.nameField,
        permission: t.permission,
      });
      expect(def.nameRule?.checkPath ?? false, t.name).toBe(t.unique[0]?.checkPath ?? false);
      expect(!!def.nameRule, t.name).toBe(t.unique.length === 1);
    }
    expect(contentPermissions).toEqual(contentTypeCatalogue.map((t) => t.permission));
  });

  it('are what the library tabs, the node pickers and the export read', () => {
    for (const t of contentTypeCatalogue) {
      const tab = contentTabs.find((x) => x.model === t.model)!;
      expect({ id: tab.id, path: tab.path, permission: tab.permission, feature: tab.feature, listQuery: tab.listQuery }).toEqual({
        id: t.name,
        path: t.path,
        permission: t.permission,
        feature: t.feature,
        listQuery: t.listQuery,
      });
      expect(tab.idOf({ [t.idField]: 7, [t.nameField]: 'Seven' } as never)).toBe(7);
      expect(tab.nameOf({ [t.idField]: 7, [t.nameField]: 'Seven' } as never)).toBe('Seven');
      const source = refSources[t.ref as keyof typeof refSources];
      expect({ tab: source.tab, path: source.path, permission: source.permission }).toEqual({
        tab: t.name,
        path: t.path,
        permission: t.permission,
      });
      expect(source.option({ [t.idField]: 7, [t.nameField]: 'Seven' })).toEqual({ id: 7, name: 'Seven' });
      const kind = contentKinds.find((k) => k.model === t.model)!;
      expect({ table: kind.table, id: kind.idColumn, name: kind.nameColumn, ref: kind.ref, scope: kind.nameScope }).toEqual({
        table: t.table,
        id: t.idField,
        name: t.nameField,
        ref: t.ref,
        scope: t.unique[0]?.per,
      });
    }
  });
});
