import { SystemNodeNote } from '@client/features/build/callflow/editor/sections';

/** ConditionLabel is a system node: no settings, only a word on what it does. */
export default function ConditionLabelEditor() {
  return <SystemNodeNote type="condition_label" />;
}
