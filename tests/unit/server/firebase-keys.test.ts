import { describe, expect, it } from 'vitest';
import { firebaseKey, firebaseValue, reasonOf } from '@server/modules/profiles/firebase';

describe('what a Firebase node-logging profile writes', () => {
  it('percent-encodes the characters the database refuses in keys, reversibly', () => {
    expect(firebaseKey('X-Call.Id')).toBe('X-Call%2EId');
    expect(firebaseKey('a/b$c#d[e]f%g')).toBe('a%2Fb%24c%23d%5Be%5Df%25g');
    expect(firebaseKey('tab\there')).toBe('tab%09here');
    expect(firebaseKey('')).toBe('%00');
    expect(decodeURIComponent(firebaseKey('a.b/c%d'))).toBe('a.b/c%d');
    expect(firebaseKey('plain_key-1')).toBe('plain_key-1');
  });

  it('encodes every key of a value, in objects and arrays, and leaves the values as they are', () => {
    expect(firebaseValue({ 'x.y': [{ 'a/b': 'c.d' }, 1, null], n: { $k: true } })).toEqual({
      'x%2Ey': [{ 'a%2Fb': 'c.d' }, 1, null],
      n: { '%24k': true },
    });
  });

  it('says why an answer refused, in one short line without the secrets it might echo', () => {
    expect(reasonOf('{"error":"invalid_grant","error_description":"Invalid JWT Signature."}', [])).toBe(
      'invalid_grant: Invalid JWT Signature.',
    );
    expect(reasonOf('{"error":{"code":401,"message":"bad token tok-1"}}', ['tok-1'])).toBe('bad token …');
    expect(reasonOf('<html>oops</html>', [])).toBe('no reason given');
    expect(reasonOf(JSON.stringify({ error: 'x\n'.repeat(300) }), []).length).toBe(200);
  });
});
