import type { ContentTypeMeta } from './define';

export const filesType: ContentTypeMeta = {
  name: 'files', model: 'AttachmentFile', ref: 'file', label: 'items.file', plural: 'tabs.files',
  path: '/content/attachment-files', table: 'attachment_files', idField: 'file_id', nameField: 'file_name', tenant: 'ac',
  permission: 'build.content.files',
  searchFields: ['file_name', 'file_id', 'extension'],
  // File names need not be unique: an upload keeps its name.
  unique: [],
  palette: { icon: 'document', keywords: ['file', 'upload', 'attachment', 'audio', 'image'], create: 'createFile', open: 'openFile' },
};
