import type { EditorProps } from '../tabTypes';
import { FileDetails } from './FileDetails';
import { FilePicker } from './FilePicker';
import type { FileDraft } from './rules';

/** Create: choose or drop a file to upload. Update: rename, metadata, preview and download. */
export function FileEditor({ draft, onChange, readOnly }: EditorProps<FileDraft>) {
  if (draft.mode === 'create')
    return <FilePicker file={draft.file} disabled={readOnly} onChoose={(file) => onChange({ mode: 'create', file })} />;
  return (
    <FileDetails
      item={draft.item}
      fileName={draft.file_name}
      readOnly={readOnly}
      onRename={(file_name) => onChange({ ...draft, file_name })}
    />
  );
}
