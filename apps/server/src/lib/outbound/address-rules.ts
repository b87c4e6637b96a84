import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses a tenant's setting may make the server connect to. Pure rules, unit-tested
 * spelling by spelling (address-rules.test.ts): only public unicast addresses pass.
 */

/** A host as a tenant typed it, reduced to what a resolver sees: lower case, no brackets, no final dot. */
export function normalizeHost(host: string): string {
  let value = host.trim().toLowerCase();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  if (value.endsWith('.') && !value.endsWith('..')) value = value.slice(0, -1);
  return value;
}

const NUMBER_PART = /^(0x[0-9a-f]*|[0-9]+)$/;

/**
 * The dotted quad an IPv4 spelling means to inet_aton (what getaddrinfo and browsers accept):
 * `2130706433`, `0x7f000001`, `127.1`, `0177.0.0.1` are all 127.0.0.1. Null: not an IPv4 spelling;
 * 'invalid': numbers out of range, which no resolver should be asked about.
 */
export function legacyIPv4(host: string): string | null | 'invalid' {
  const parts = host.split('.');
  if (parts.length > 4 || !parts.every((part) => NUMBER_PART.test(part))) return null;
  const numbers = parts.map((part) => {
    if (part.startsWith('0x')) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    if (part.length > 1 && part.startsWith('0')) return /^[0-7]+$/.test(part) ? parseInt(part, 8) : NaN;
    return Number(part);
  });
  if (numbers.some((n) => !Number.isFinite(n))) return 'invalid';
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length)) return 'invalid';
  const bytes = [...numbers];
  for (let i = 4 - numbers.length - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes.join('.');
}

type Range = [base: number, bits: number];
const v4 = (dotted: string) => dotted.split('.').reduce((n, byte) => n * 256 + Number(byte), 0);
const range = (cidr: string): Range => {
  const [base, bits] = cidr.split('/');
  return [v4(base!), Number(bits)];
};
const inRange = (address: number, [base, bits]: Range) =>
  bits === 0 || Math.floor(address / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits));

/** IANA's special-purpose IPv4 blocks: none of them is a public service. */
const FORBIDDEN_V4 = [
  '0.0.0.0/8', // unspecified, "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata services
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255 broadcast
].map(range);

export function isPublicIPv4(address: string): boolean {
  if (!isIPv4(address)) return false;
  const n = v4(address);
  return !FORBIDDEN_V4.some((block) => inRange(n, block));
}

/** The 16 bytes of an IPv6 address (an embedded dotted quad included), or null. */
export function ipv6Bytes(address: string): number[] | null {
  if (!isIPv6(address) || address.includes('%')) return null;
  let text = address.toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -quad[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const all = [...left, ...middle, ...right].map((group) => parseInt(group, 16));
  if (all.length !== 8) return null;
  return all.flatMap((group) => [group >> 8, group & 0xff]);
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
const dotted = (bytes: number[]) => bytes.join('.');

/**
 * Global unicast (2000::/3) only, minus documentation and IETF blocks; the forms that carry an
 * IPv4 address (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by it.
 */
export function isPublicIPv6(address: string): boolean {
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const zeros = (n: number) => Array<number>(n).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return isPublicIPv4(dotted(bytes.slice(12)));
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return isPublicIPv4(dotted(bytes.slice(12)));
  if (startsWith(bytes, [0x20, 0x02])) return isPublicIPv4(dotted(bytes.slice(2, 6)));
  if ((bytes[0]! & 0xe0) !== 0x20) return false; // outside 2000::/3: loopback, ULA, link-local, multicast…
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8])) return false; // documentation
  if (startsWith(bytes, [0x20, 0x01]) && bytes[2]! < 0x02) return false; // 2001::/23 IETF, Teredo
  if (startsWith(bytes, [0x3f, 0xff]) && bytes[2]! < 0x10) return false; // 3fff::/20 documentation
  return true;
}

export const isPublicAddress = (address: string): boolean =>
  isIPv4(address) ? isPublicIPv4(address) : isPublicIPv6(address);

/** What a host spelling is before any resolution. */
export type HostKind =
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'forbidden' };

/**
 * Addresses as themselves (every IPv4 spelling turned into its dotted quad); names that can
 * only mean this machine (`localhost`, `*.localhost`) or that end with a number (no top-level
 * domain is numeric: a resolver would read them as an address) are forbidden outright.
 */
export function classifyHost(host: string): HostKind {
  const value = normalizeHost(host);
  if (value === '' || value.includes('%')) return { kind: 'forbidden' };
  if (isIPv6(value)) return { kind: 'address', address: value };
  const quad = legacyIPv4(value);
  if (quad === 'invalid') return { kind: 'forbidden' };
  if (quad !== null) return { kind: 'address', address: quad };
  if (value === 'localhost' || value.endsWith('.localhost')) return { kind: 'forbidden' };
  if (/(^|\.)(0x[0-9a-f]*|[0-9]+)$/.test(value)) return { kind: 'forbidden' };
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value)) return { kind: 'forbidden' };
  return { kind: 'name', name: value };
}
