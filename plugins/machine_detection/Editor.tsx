import { SystemNodeNote } from '@client/features/build/callflow/editor/sections';

/** MachineDetection is a system node: no settings, only a word on what it does. */
export default function MachineDetectionEditor() {
  return <SystemNodeNote type="machine_detection" />;
}
