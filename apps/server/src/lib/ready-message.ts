import type { AddressInfo } from 'node:net';

/**
 * The demo logins (the password is the login), as seeded by demo/seed: one administrator per kind
 * of account, the depanneur's operator (no settings), the second assistance company and the
 * depanneur's driver (the app at /chauffeur).
 */
export const DEMO_LOGINS = [
  'depanneur',
  'operateur',
  'mission',
  'assisteur',
  'mondial',
  'superviseur',
  'iot',
  'chauffeur',
] as const;

/** The address a newcomer opens: `localhost` when the server listens on every interface. */
export function openUrl(address: AddressInfo | string | null, host: string, port: number): string {
  const listening = typeof address === 'object' && address ? address : { address: host, port };
  const wildcard = ['0.0.0.0', '::', ''].includes(listening.address);
  const name = wildcard
    ? 'localhost'
    : listening.address.includes(':')
      ? `[${listening.address}]`
      : listening.address;
  return `http://${name}:${listening.port}`;
}

/** The one line `npm start` prints when the server is ready. */
export function readyMessage(url: string, demoData: boolean): string {
  const logins = demoData
    ? ` — comptes de démonstration : ${DEMO_LOGINS.join(', ')} (mot de passe = identifiant ; chauffeur : application /chauffeur)`
    : '';
  return `Plateau est prêt : ${url}${logins}`;
}
