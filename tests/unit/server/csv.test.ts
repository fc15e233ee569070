import { describe, expect, it } from 'vitest';
import { csvText, neutralise } from '@server/http/csv';

describe('the one CSV writer', () => {
  it('quotes fields per RFC 4180 and writes formula starts as text', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['x, y', 'say "hi"'],
        ['=1+1', '@A1'],
        ['-5', '\tx'],
        [3, true],
        [null, { k: 1 }],
      ]),
    ).toBe('a,b\n"x, y","say ""hi"""\n\'=1+1,\'@A1\n\'-5,\'\tx\n3,true\n,"{""k"":1}"\n');
    expect(neutralise('\rcmd')).toBe("'\rcmd");
    expect(neutralise('plain = text')).toBe('plain = text');
  });

  it('writes a phone number in E.164 as it is, and still neutralises a plus that starts anything else', () => {
    expect(csvText([['+442079460000', '+1', '+1+1', '+A1', '+ 44', '+44\t']])).toBe("+442079460000,+1,'+1+1,'+A1,'+ 44,'+44\t\n");
    expect(neutralise('-442079460000')).toBe("'-442079460000");
  });
});
