import { ConfigError } from '../config-error.ts';
import { normalizeHost } from './address-rules.ts';

/** One OUTBOUND_ALLOW entry: a host exactly as a setting spells it, and a port or any port. */
export interface AllowEntry {
  host: string;
  port: number | '*';
}

const ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5}|\*)$/i;

/**
 * OUTBOUND_ALLOW: `host:port` entries separated by commas or spaces (`127.0.0.1:4299`,
 * `[::1]:8080`, `127.0.0.1:*`). Set by whoever runs the server, never by a tenant: the fakes of
 * the demo and of the tests live on loopback, which the guard refuses otherwise.
 */
export function parseAllowList(value: string | undefined): AllowEntry[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = ENTRY.exec(entry);
      if (!match) {
        throw new ConfigError(
          `OUTBOUND_ALLOW : entrée non valide « ${entry} » (attendu hôte:port, port ou *)\n` +
            `OUTBOUND_ALLOW: invalid entry "${entry}" (expected host:port, port or *)`,
        );
      }
      return { host: normalizeHost(match[1]!), port: match[2] === '*' ? '*' : Number(match[2]) };
    });
}

/** Whether the server's operator let this host and port in (compared as spelled, not as resolved). */
export const isAllowed = (entries: readonly AllowEntry[], host: string, port: number): boolean =>
  entries.some((entry) => entry.host === normalizeHost(host) && (entry.port === '*' || entry.port === port));
