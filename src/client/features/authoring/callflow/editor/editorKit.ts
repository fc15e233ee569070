import type { EditorKit } from '@plugins/kit';
import { VoiceSelect } from '../../../voices/VoiceSelect';
import { FieldControl } from './FieldControl';
import { useConfigForm } from './formContext';
import { RowTable } from './RowTable';
import { SectionsEditor } from './sections';

/** The client's controls that node editors draw with (given to them through the plugin kit). */
export const editorKit: EditorKit = { FieldControl, RowTable, SectionsEditor, VoiceSelect, useConfigForm };
