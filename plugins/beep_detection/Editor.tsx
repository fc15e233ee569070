import { SystemNodeNote } from '@client/features/build/callflow/editor/sections';

/** BeepDetection is a system node: no settings, only a word on what it does. */
export default function BeepDetectionEditor() {
  return <SystemNodeNote type="beep_detection" />;
}
