import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('prompt', 1, 2), ...refs('variable', 7, 8)]);

describe('voicemail_transfer', () => {
  it('needs the mailbox of a skill or an agent', () => {
    expect(errorsOf('voicemail_transfer', {})).toEqual({ mailbox: 'Mailbox is required.' });
    expect(diagnose('voicemail_transfer', { mailbox_type: 'agent', mailbox: 'jane.doe', greeting_prompt_id: 1 }, content)).toEqual([]);
    expect(refsOf('voicemail_transfer', { mailbox: 'Sales', greeting_prompt_id: 2 })).toEqual([{ model: 'prompt', id: 2 }]);
  });
});
