import { z } from 'zod';
import { permission } from '../api/access-admin';
import { messages } from '../messages';
import { defineEntity } from './define';
import { createShape } from './field-schemas';
import { permissionFields } from './permissions.fields';
import { permissionsMeta } from './permissions.screen';

/** Lowercase words (letters, digits, - and _) joined by dots, at least two: manage.users.read. */
export const permissionName = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)+$/, messages.access.permissionName);

const nameCheck = { name: { body: permissionName, item: z.string() } };

export const permissionsEntity = defineEntity(permissionsMeta, {
  item: permission.omit({ section: true }).extend({ section: z.string() }),
  create: z.object(createShape(permissionFields, nameCheck)).strict(),
  update: z.object(createShape(permissionFields, nameCheck)).partial().strict(),
});
