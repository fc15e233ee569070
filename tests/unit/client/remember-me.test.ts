import { afterEach, describe, expect, it } from 'vitest';
import { rememberedEmail, rememberEmail } from '@client/features/auth/rememberMe';

describe('remember me', () => {
  const saved = globalThis.document;
  afterEach(() => {
    globalThis.document = saved;
  });

  it('keeps the e-mail in a cookie that expires in 2038, reads it back, and forgets it with an expired one', () => {
    const written: string[] = [];
    let jar = '';
    globalThis.document = {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
        const [pair] = value.split('; ');
        jar = value.includes('expires=Thu, 01 Jan 1970') ? '' : pair;
      },
    } as unknown as Document;
    rememberEmail('ann+desk@studio.test');
    expect(written[0]).toContain('expires=Tue, 19 Jan 2038 03:14:07 GMT');
    expect(rememberedEmail()).toBe('ann+desk@studio.test');
    rememberEmail(null);
    expect(written[1]).toContain('expires=Thu, 01 Jan 1970');
    expect(rememberedEmail()).toBe('');
  });
});
