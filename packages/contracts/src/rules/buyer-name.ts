export interface NamedParty {
  companyName?: string | null;
  contactFirstname?: string | null;
  contactName?: string | null;
}

/**
 * How an invoice names its buyer: the company, else — a private customer — the contact's first
 * name and name. Empty when neither is known, for the caller to choose its fallback.
 */
export const buyerName = (party: NamedParty | null | undefined): string =>
  party?.companyName?.trim() ||
  [party?.contactFirstname, party?.contactName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
