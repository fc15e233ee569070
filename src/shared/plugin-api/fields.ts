import { z } from 'zod';
import { declareContentField, type ContentFieldDeclaration } from './content-fields';
import { isPickerModel, pickerModels, type ContentModel, type PickerModel } from './types';

/** Common config fields of node plugins. */

/**
 * Options of a content field: `required` names it in the message when a node is not valid without it; `when` limits
 * it to a mode of the node (the datastore of an FAQ prompt).
 */
export type ContentFieldOptions = Pick<ContentFieldDeclaration, 'when' | 'required'>;

/**
 * The id of a content item of `model` (prompt, variable, task, ...), not chosen yet by default. The declared
 * model gives the node its references(), the server's existence check (and the required check) and the editor's picker.
 * A picker model (`complex_variable`) narrows the picker's list only: the field is a reference of its content model
 * (`variable`) for everything else.
 */
export const contentId = (model: ContentModel | PickerModel, options: ContentFieldOptions = {}) =>
  declareContentField(
    z.number().int().nullable().default(null),
    isPickerModel(model) ? { model: pickerModels[model], picker: model, ...options } : { model, ...options },
  );

/** Free text that may reference variables as {{id}}: they are the node's variable references and existence checks. */
export const textWithVariables = (max = 4096, options: ContentFieldOptions = {}) =>
  declareContentField(z.string().max(max).default(''), { model: 'text', ...options });

/** A stable key of a list entry (condition, key mapping), used as its branch key. */
export const entryKey = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z0-9_-]+$/);

/** A whole number of seconds within a range. */
export const seconds = (min: number, max: number, value: number) => z.number().int().min(min).max(max).default(value);

/** A whole number within a range, with a message that names the range. */
export const between = (min: number, max: number, value: number) => {
  const range = `Enter a whole number from ${min} to ${max}.`;
  return z.number(range).int(range).min(min, range).max(max, range).default(value);
};
