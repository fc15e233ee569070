import { describe, expect, it } from 'vitest';
import { subdomainOf } from '@server/modules/sso/hosts';

/** Which provider's sign-in a host shows (GET /subdomain/{host}): the label before the studio's own host name. */
describe('subdomainOf', () => {
  const publicUrl = 'https://studio.example.com';

  it("answers the label of a sub-domain of the studio's host, with or without a port, in any case", () => {
    expect(subdomainOf('acme.studio.example.com', publicUrl)).toBe('acme');
    expect(subdomainOf('ACME.Studio.Example.com:8443', publicUrl)).toBe('acme');
    expect(subdomainOf('northwind.localhost:8080', 'http://localhost:8080')).toBe('northwind');
  });

  it("answers null ('not a subdomain') for the studio's own host, another name, an address or a look-alike", () => {
    for (const host of [
      'studio.example.com',
      'studio.example.com:443',
      'example.com',
      'acme.example.com',
      'evilstudio.example.com',
      '127.0.0.1:8080',
      '[::1]:8080',
      '',
      '.studio.example.com',
    ]) {
      expect(subdomainOf(host, publicUrl), host).toBeNull();
    }
  });

  it('keeps a deeper name whole, so no provider matches it', () => {
    expect(subdomainOf('a.b.studio.example.com', publicUrl)).toBe('a.b');
  });
});
