import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

/** An attachment file's own fields: its name (the extension kept on rename), and what the upload found: extension, type and size. */
export const fileFields = {
  file_name: { type: 'text', required: true, max: 200, searchable: true, exported: true },
  extension: { type: 'text', required: true, fixed: true, exported: true },
  mime_type: { type: 'text', required: true, fixed: true, exported: true },
  size: { type: 'integer', required: true, min: 0, fixed: true, exported: true },
} as const satisfies FieldList;

export const filesType: ContentTypeMeta = {
  name: 'files',
  model: 'AttachmentFile',
  ref: 'file',
  label: 'items.file',
  plural: 'tabs.files',
  path: '/content/attachment-files',
  table: 'attachment_files',
  idField: 'file_id',
  nameField: 'file_name',
  tenant: 'ac',
  permission: 'build.content.files',
  fields: fileFields,
  searchFields: ['file_id', 'extension'],
  // File names need not be unique: an upload keeps its name.
  unique: [],
  palette: { icon: 'document', keywords: ['file', 'upload', 'attachment', 'audio', 'image'], create: 'createFile', open: 'openFile' },
};
