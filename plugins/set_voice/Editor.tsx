import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';
import { VoiceSelect } from '@client/features/voices/VoiceSelect';

/** Set voice: the text-to-speech voice of the prompts that follow, one of the voices the account's plan includes. */
export const sections: readonly EditorSection[] = [
  { title: 'voice', keys: ['tts_voice', 'language', 'speaking_rate'] },
];

export default function SetVoiceEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} render={{ tts_voice: () => <VoiceSelect /> }} />;
}
