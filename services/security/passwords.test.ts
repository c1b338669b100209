import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are made with the current parameters, which they carry', () => {
    const { N, r, p } = SCRYPT_PARAMS;
    expect(hashPassword('jó-hosszú-jelszó').split('$').slice(0, 4)).toEqual(['scrypt', String(N), String(r), String(p)]);
  });

  it('verify with the parameters they were made with, so raising them later keeps old hashes working', async () => {
    const older = hashPassword('jó-hosszú-jelszó', { N: 2 ** 10, r: 8, p: 1 });
    expect(older.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('jó-hosszú-jelszó', older)).toBe(true);
    expect(await verifyPassword('jo-hosszu-jelszo', older)).toBe(false);
  });

  it('compare the NFC form, so the same letters typed two ways are one password', async () => {
    const stored = hashPassword('jó-hosszú-jelszó'.normalize('NFD'), { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword('jó-hosszú-jelszó'.normalize('NFC'), stored)).toBe(true);
  });

  it('refuse a stored value that is not one of ours', async () => {
    for (const stored of ['', 'scrypt$x$8$1$AA$AA', 'bcrypt$10$8$1$AA$AA', 'scrypt$1024$8$1$$AA']) expect(await verifyPassword('x', stored)).toBe(false);
  });
});
