import { z } from 'zod';
import { validationMessage } from './validation-words';

/** The words live in validation-words.ts (no zod at run time, so a form can use them too); here they are installed. */
export { validationMessage };

/** Every schema parsed after this names its problems in words (called once by the server and by the client). */
export function installValidationMessages() {
  z.config({ customError: validationMessage });
}
