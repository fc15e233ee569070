import { SectionsEditor, VoiceSelect, type PluginEditorProps } from '@plugins/kit';

export default function SetVoiceEditor({ fields, sections }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} render={{ tts_voice: () => <VoiceSelect /> }} />;
}
