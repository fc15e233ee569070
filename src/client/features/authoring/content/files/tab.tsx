import { filesType } from '@shared/entities/content/files';
import { Tag } from '@blueprintjs/core';
import type { AttachmentFile } from '@shared/api/content-more';
import { NameCell, UpdatedCell } from '../list/cells';
import { contentTab } from '../contentTab';
import { FileDropTarget } from './FileDropTarget';
import { FileEditor } from './FileEditor';
import { checkFile, renameProblem, uploadBody, type FileDraft } from './rules';
import { SizeCell } from './SizeCell';

/** Attachment files (spec 2 §3, §5, §7): created by upload (button, or a drop on the list), renamed, downloaded. */
export const filesTab = contentTab<AttachmentFile, FileDraft>(filesType, {
  detailOf: (f) => f.extension,
  columns: [
    { id: 'name', header: 'fields.name', cell: ({ row }) => <NameCell name={row.original.file_name} id={row.original.file_id} />, size: 0 },
    { id: 'size', header: 'files.size', cell: ({ row }) => <SizeCell bytes={row.original.size} />, size: 90 },
    {
      id: 'extension',
      header: 'files.extension',
      cell: ({ row }) => (
        <Tag minimal round>
          {row.original.extension}
        </Tag>
      ),
      size: 90,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: FileEditor,
  emptyDraft: () => ({ mode: 'create', file: null }),
  toDraft: (item) => ({ mode: 'update', file_name: item.file_name, item }),
  toBody: (draft) => {
    if (draft.mode === 'create') {
      if (!draft.file) return { error: 'files.chooseFirst' };
      const check = checkFile(draft.file);
      if (!check.ok) return { error: 'files.refused', values: { message: check.message } };
      return { body: uploadBody(draft.file) };
    }
    const problem = renameProblem(draft.file_name, draft.item.extension);
    if (problem) return { error: 'files.refused', values: { message: problem } };
    return { body: { file_name: draft.file_name.trim() } };
  },
  ListAddon: FileDropTarget,
});
