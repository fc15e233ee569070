import { SystemNodeNote } from '@client/features/build/callflow/editor/sections';

/** Start is a system node: no settings, only a word on what it does. */
export default function StartEditor() {
  return <SystemNodeNote type="start" />;
}
