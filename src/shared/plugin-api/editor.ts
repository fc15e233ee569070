/**
 * A node type's editor as data (DESIGN §5): its settings in titled sections. The node editor draws them with its
 * default editor; a folder has an Editor.tsx only for a part it draws by hand (the menu's key table).
 */

/** The headings a node's editor groups its settings under (flow.json pluginEditors.sections.<title>). */
export const sectionTitles = [
  'plays',
  'prompt',
  'keys',
  'listens',
  'noInputNoMatch',
  'recording',
  'result',
  'timing',
  'retries',
  'request',
  'response',
  'function',
  'amount',
  'card',
  'message',
  'recipients',
  'destination',
  'mailbox',
  'routing',
  'callback',
  'callData',
  'form',
  'service',
  'input',
  'instructions',
  'branches',
  'hours',
  'target',
  'voice',
  'datastore',
  'records',
  'values',
  'disposition',
  'note',
  'advanced',
  'more',
] as const;
export type SectionTitle = (typeof sectionTitles)[number];

type Config = Readonly<Record<string, unknown>>;

/** One group of an editor: its heading and the config keys it draws, in order. */
export interface EditorSection {
  title: SectionTitle;
  keys: readonly string[];
  /** Settings drawn only while they apply; one that still holds a value shows anyway, so nothing set is hidden. */
  when?: Readonly<Partial<Record<string, (config: Config) => boolean>>>;
  /**
   * Settings offered only while a feature flag is on for the form type the node names (spec 1 §6, §7: POST
   * show-open-form-feature with the form type's name): the setting's key → the flag and the key of the setting that
   * names the form type. Off (a failed check counts as off, or no form type chosen yet), the setting is not drawn,
   * unless it still holds a value (ticked), so nothing set is hidden; validation names a setting the account may not use.
   */
  formFlags?: Readonly<Partial<Record<string, FormFlag>>>;
}

/** A feature flag asked for the form type a setting of the node names. */
export interface FormFlag {
  feature: string;
  formTypeKey: string;
}

/** The editor data of a definition: empty for system types, which show a sentence on what they do. */
export interface EditorData {
  sections: readonly EditorSection[];
}
