import { useEditorKit, type PluginEditorProps } from '@plugins/kit';

export default function SetVoiceEditor({ fields, sections }: PluginEditorProps) {
  const { SectionsEditor, VoiceSelect } = useEditorKit();
  return <SectionsEditor fields={fields} sections={sections} render={{ tts_voice: () => <VoiceSelect /> }} />;
}
