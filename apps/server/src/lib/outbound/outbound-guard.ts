import { lookup as dnsLookup } from 'node:dns/promises';
import { isIPv6 } from 'node:net';
import { Invalid } from '../errors.ts';
import { classifyHost, isPublicAddress, normalizeHost } from './address-rules.ts';
import { isAllowed, parseAllowList, type AllowEntry } from './allow-list.ts';

export const OUTBOUND_REFUSED_MESSAGE = 'Adresse non autorisée';

/** The address a tenant's setting points to is not one the server may connect to (400). */
export class OutboundRefused extends Invalid {
  constructor() {
    super(OUTBOUND_REFUSED_MESSAGE);
  }
}

/** The name did not resolve: nothing was refused, nothing can be reached either. */
export class OutboundUnresolved extends Error {}

/** Every address a name resolves to (dns.lookup with all: true in production). */
export type Resolver = (name: string) => Promise<Array<{ address: string; family: number }>>;

/** Where to connect: the host as typed (Host header, TLS name) and the address checked for it. */
export interface CheckedTarget {
  host: string;
  port: number;
  address: string;
  family: 4 | 6;
  /** Let in by OUTBOUND_ALLOW: the only targets that may be spoken to without TLS. */
  allowed: boolean;
}

export interface OutboundGuard {
  /**
   * Resolves `host` once and answers the address to connect to, or throws OutboundRefused when
   * it (or any address its name has) is not public, and OutboundUnresolved when it has none.
   */
  check(host: string, port: number): Promise<CheckedTarget>;
  /** OUTBOUND_TIMEOUT_MS: how long a tenant's host may take to answer a call. */
  readonly timeoutMs: number;
}

const systemResolver: Resolver = (name) => dnsLookup(name, { all: true, verbatim: true });

/** A resolver that does not answer in this time counts as no answer. */
const RESOLVE_TIMEOUT_MS = 5_000;

function withinTime<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('resolution trop longue')), RESOLVE_TIMEOUT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Connects only to public addresses, but for the operator's OUTBOUND_ALLOW entries. */
export function createOutboundGuard(options: {
  allow: readonly string[];
  resolve?: Resolver;
  timeoutMs?: number;
}): OutboundGuard {
  const entries: AllowEntry[] = parseAllowList(options.allow.join(','));
  const resolve = options.resolve ?? systemResolver;
  const target = (host: string, port: number, address: string, allowed: boolean): CheckedTarget => ({
    host: normalizeHost(host),
    port,
    address,
    family: isIPv6(address) ? 6 : 4,
    allowed,
  });
  const addressesOf = async (name: string) => {
    try {
      const found = await withinTime(resolve(name));
      if (found.length > 0) return found.map((entry) => entry.address);
    } catch {
      // Unknown name, no resolver: said once below, like an empty answer.
    }
    throw new OutboundUnresolved(name);
  };
  return {
    timeoutMs: options.timeoutMs ?? 10_000,
    async check(host, port) {
      const allowed = isAllowed(entries, host, port);
      const spelled = classifyHost(host);
      if (spelled.kind === 'address') {
        if (!allowed && !isPublicAddress(spelled.address)) throw new OutboundRefused();
        return target(host, port, spelled.address, allowed);
      }
      if (spelled.kind === 'forbidden' && !allowed) throw new OutboundRefused();
      const addresses = await addressesOf(normalizeHost(host));
      // One private answer is enough to refuse: the next lookup could return that one.
      if (!allowed && !addresses.every(isPublicAddress)) throw new OutboundRefused();
      return target(host, port, addresses[0]!, allowed);
    },
  };
}
