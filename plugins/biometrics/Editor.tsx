import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Biometrics: verify or enroll, the prompt, and the score. */
export const sections: readonly EditorSection[] = [
  { title: 'service', keys: ['mode', 'speaker_id'] },
  { title: 'plays', keys: ['prompt_id'] },
  { title: 'result', keys: ['min_score', 'score_variable_id'] },
];

export default function BiometricsEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
