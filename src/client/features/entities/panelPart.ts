import type { Selection } from '@shared/access/scope';
import type { ApiError } from '@client/api/http';
import type { EntityRow } from './api';

/**
 * What an extra adds to the panel's one Save (a business plan's features, node types and voices; a provider plan's
 * features): the fields it changed, and a check before saving, or a refusal after it, that may add to the body (a
 * confirmation) or stop the save.
 */
export interface PanelPart {
  /** The part's fields for the save body; null when nothing of it changed. */
  body(): Record<string, unknown> | null;
  /** With the whole body about to be saved: more to send, or false to save nothing. */
  beforeSave?(body: Record<string, unknown>): Promise<Record<string, unknown> | false>;
  /**
   * The save was refused with 409 (the server names what the change would take away): more to send with the same
   * body to save anyway (a confirmation), or false to save nothing. Asked once per Save.
   */
  conflict?(error: ApiError): Promise<Record<string, unknown> | false>;
  /** The save succeeded: what the part shows is now what is stored. */
  saved?(): void;
}
/**
 * `selection` is the screen's: the selected provider on Manage screens, every provider on System screens. An extra
 * whose settings are saved by the panel's Save gives its part with `setPart` (and null when it goes).
 */
export type PanelExtraProps = { row: EntityRow; canWrite: boolean; selection?: Selection; setPart?: (part: PanelPart | null) => void };
