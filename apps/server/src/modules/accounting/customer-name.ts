import type { Place } from '@plateau/contracts';

/** How a message names a customer: its code, and its company or contact name when known. */
export function customerName(customer: { code: string; place: Place | null }): string {
  const place = customer.place;
  const name =
    place?.companyName ?? ([place?.contactFirstname, place?.contactName].filter(Boolean).join(' ') || null);
  return name ? `${customer.code} (${name})` : customer.code;
}
