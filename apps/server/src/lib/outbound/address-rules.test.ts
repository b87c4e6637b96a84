import { describe, expect, it } from 'vitest';
import { classifyHost, isPublicAddress, legacyIPv4, normalizeHost } from './address-rules.ts';
import { isAllowed, parseAllowList } from './allow-list.ts';

describe('legacyIPv4: what a resolver makes of an IPv4 spelling', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x0a.0.0.1', '10.0.0.1'],
    ['3232235521', '192.168.0.1'],
    ['93.184.216.34', '93.184.216.34'],
  ])('%s is %s', (spelling, dotted) => expect(legacyIPv4(spelling)).toBe(dotted));

  it('is not asked about names, and calls out-of-range numbers invalid', () => {
    expect(legacyIPv4('eu1.praxedo.com')).toBeNull();
    expect(legacyIPv4('1.2.3.4.5')).toBeNull();
    expect(legacyIPv4('256.0.0.1')).toBe('invalid');
    expect(legacyIPv4('4294967296')).toBe('invalid');
    expect(legacyIPv4('09.0.0.1')).toBe('invalid');
  });
});

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'febf::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.1.2.3',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    '2001:db8::1',
    '2001::1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '2a00:1450:4007:80b::200e',
    '2606:4700::1111',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
    '2002:5db8:d822::1',
  ])('lets %s through', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('classifyHost: every spelling of this machine is caught before any resolution', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['[::1]', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:127.0.0.1'],
  ])('%s is the address %s', (spelling, address) =>
    expect(classifyHost(spelling)).toEqual({ kind: 'address', address }),
  );

  it.each([
    'localhost',
    'LOCALHOST.',
    'api.localhost',
    'foo.123',
    '1.2.3.4.5',
    '',
    '[fe80::1%eth0]',
    'a_b.fr',
  ])('%j is forbidden outright', (spelling) => expect(classifyHost(spelling)).toEqual({ kind: 'forbidden' }));

  it('leaves names to the resolver', () => {
    expect(classifyHost('EU1.Praxedo.com.')).toEqual({ kind: 'name', name: 'eu1.praxedo.com' });
    expect(normalizeHost(' [2606:4700::1111] ')).toBe('2606:4700::1111');
  });
});

describe('OUTBOUND_ALLOW', () => {
  const entries = parseAllowList('127.0.0.1:4299, [::1]:8080 localhost:*');

  it('lets in the host as spelled and the port given, or any port with *', () => {
    expect(isAllowed(entries, '127.0.0.1', 4299)).toBe(true);
    expect(isAllowed(entries, '[::1]', 8080)).toBe(true);
    expect(isAllowed(entries, 'LOCALHOST.', 1)).toBe(true);
    expect(isAllowed(entries, '127.0.0.1', 4300)).toBe(false);
    // Another spelling of an allowed address is not the entry.
    expect(isAllowed(entries, '127.1', 4299)).toBe(false);
    expect(isAllowed(entries, '2130706433', 4299)).toBe(false);
  });

  it('refuses an entry without a port', () => {
    expect(() => parseAllowList('127.0.0.1')).toThrow('OUTBOUND_ALLOW');
    expect(parseAllowList('')).toEqual([]);
  });
});
