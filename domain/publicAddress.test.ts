import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './publicAddress';

describe('isPublicAddress', () => {
  it('accepts addresses of the public internet', () => {
    for (const ip of ['142.250.185.74', '8.8.8.8', '2a00:1450:4001:82a::200a', '[2606:4700::1111]', '172.32.0.1', '100.128.0.1']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it("refuses this machine's, a private network's, link-local, shared and reserved ones, however written", () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '::ffff:169.254.169.254',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', 'push.example.com', '1.2.3', '999.1.1.1']) expect(isPublicAddress(text), text).toBe(false);
  });
});
