import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [net, bits] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['169.254.0.0', 16], ['0.0.0.0', 8], ['100.64.0.0', 10]] as const) {
  privateRanges.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::', 128]] as const) privateRanges.addSubnet(net, bits, 'ipv6');

const isPrivate = (address: string) => privateRanges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether an address the server is asked to call is private or loopback (by its literal address or what its
 * name resolves to). Calls to outside services (web-service steps, speech services) refuse such addresses unless
 * the server allows them (ENGINE_ALLOW_PRIVATE_HOSTS=1): a user must not reach into the server's network.
 */
export async function isPrivateHost(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  return addresses.some(isPrivate);
}
