/**
 * A customer's « adresse de facturation électronique » in the platforms' directory (scheme 0225 of
 * the French reform): the SIREN by default, or the SIREN with a SIRET (an establishment), a SIRET
 * and a routing code (a department), or a suffix — each part joined by « _ ».
 */
export const E_ADDRESS_SCHEME = '0225';
export const E_ADDRESS_KINDS = ['SIREN', 'SIREN_SIRET', 'SIREN_SIRET_ROUTINGCODE', 'SIREN_SUFFIX'] as const;
export type EAddressKind = (typeof E_ADDRESS_KINDS)[number];

export const E_ADDRESS_INVALID_MESSAGE =
  'Adresse électronique non valide : SIREN, SIREN_SIRET, SIREN_SIRET_CODE ou SIREN_SUFFIXE';
export const E_ADDRESS_OTHER_SIREN_MESSAGE = 'L’adresse électronique doit commencer par le SIREN du client';

const PART = /^[A-Za-z0-9-]{1,30}$/;

/** The kind of an address, or null when it is none (a SIRET starts with its SIREN). */
export function eAddressKind(address: string): EAddressKind | null {
  const [siren, second, third, ...rest] = address.trim().split('_');
  if (!siren || !/^\d{9}$/.test(siren) || rest.length) return null;
  if (second === undefined) return 'SIREN';
  const isSiret = /^\d{14}$/.test(second) && second.startsWith(siren);
  if (third !== undefined) return isSiret && PART.test(third) ? 'SIREN_SIRET_ROUTINGCODE' : null;
  if (isSiret) return 'SIREN_SIRET';
  return PART.test(second) ? 'SIREN_SUFFIX' : null;
}

/** Why the address cannot be the customer's, or null: not one, or another company's SIREN. */
export function eAddressProblem(address: string, siren: string | null | undefined): string | null {
  if (!eAddressKind(address)) return E_ADDRESS_INVALID_MESSAGE;
  if (siren && !address.trim().startsWith(siren)) return E_ADDRESS_OTHER_SIREN_MESSAGE;
  return null;
}

/** The address a deposit goes to: the one typed on the customer, else its SIREN. */
export const eAddressOf = (typed: string | null | undefined, siren: string | null): string | null =>
  typed?.trim() || siren;
