import { SystemNodeNote } from '@client/features/build/callflow/editor/sections';

/** SameNode is a system node: no settings, only a word on what it does. */
export default function SameNodeEditor() {
  return <SystemNodeNote type="same_node" />;
}
