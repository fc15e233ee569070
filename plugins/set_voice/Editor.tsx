import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Set voice: the text-to-speech voice of the prompts that follow. */
export const sections: readonly EditorSection[] = [
  { title: 'voice', keys: ['tts_voice', 'language', 'speaking_rate'] },
];

export default function SetVoiceEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
