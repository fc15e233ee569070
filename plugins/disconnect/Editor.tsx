import { SystemNodeNote } from '@client/features/build/callflow/editor/sections';

/** Disconnect is a system node: no settings, only a word on what it does. */
export default function DisconnectEditor() {
  return <SystemNodeNote type="disconnect" />;
}
