import { z } from 'zod';
import { dataTypes } from './content-more';

/**
 * The visual form's public calls (spec 2 §2, §7 "Visual form"): the form a caller opens with the
 * call uuid of a session waiting on a visual_form node, its open/submit/close events, and attachments.
 */
export const callUuid = z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'must be a form address');
/** Any text in the address: one that is not a call uuid is an unknown form (404), as the page expects. */
export const visualFormParams = z.object({ call_uuid: z.string().max(200) });
export const visualFormEvents = ['open', 'submit', 'close'] as const;
export type VisualFormEvent = (typeof visualFormEvents)[number];
/** At most this many files attach to one form. */
export const maxFormAttachments = 10;

const fieldValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
/** The event body; close comes as a beacon (text/plain or application/json); submit carries the values. */
export const visualFormEventBody = z.object({
  event: z.enum(visualFormEvents),
  /** The spec's cluster flag (which cluster the page was served from): accepted; one cluster here, so it changes nothing. */
  cluster: z.union([z.boolean(), z.string().max(100), z.number()]).optional(),
  /** Submitted values by field name. */
  values: z.record(z.string().max(64), fieldValue).optional(),
  /** Ids of attachments uploaded to this form. */
  attachments: z
    .array(z.string().regex(/^[A-Za-z0-9]{8,64}$/))
    .max(maxFormAttachments)
    .optional(),
});
export type VisualFormEventBody = z.infer<typeof visualFormEventBody>;

export const visualFormField = z.object({ name: z.string(), label: z.string(), data_type: z.enum(dataTypes), required: z.boolean() });
export type VisualFormField = z.infer<typeof visualFormField>;
export const visualForm = z.object({
  call_uuid: z.string(),
  status: z.enum(['waiting', 'open']),
  form_name: z.string(),
  description: z.string().nullable(),
  fields: z.array(visualFormField),
  /** The node allows files and the account has the visualform-file-upload feature. */
  allow_upload: z.boolean(),
  max_attachments: z.number().int(),
  /** Where the account's (else its provider's) logo is read, or null when it has none. */
  logo_url: z.string().nullable(),
});
export type VisualForm = z.infer<typeof visualForm>;
export const visualFormAnswer = z.object({ data: visualForm });
export const visualFormEventAnswer = z.object({
  data: z.object({ event: z.enum(visualFormEvents), status: z.enum(['waiting', 'open', 'submitted', 'closed']) }),
});
export const visualFormAttachment = z.object({ attachment_id: z.string(), file_name: z.string(), size: z.number().int() });
export type VisualFormAttachment = z.infer<typeof visualFormAttachment>;
export const visualFormAttachmentAnswer = z.object({ data: visualFormAttachment });
