import type { Customer } from '@plateau/contracts';
import type { DraftClient } from './invoice-draft.ts';

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The invoice client once « OK » chose `customer` in the picker (spec 3 §2): exactly that customer
 * (its id, company, contact, payment mode) and a copy of its billing address. The copy keeps the
 * invoice's own billing place id: the customer's place row is the customer's, never the invoice's.
 */
export function pickedClient(customer: Customer, current: DraftClient): DraftClient {
  const main = customer.headQuarterPlace ?? null;
  const billing = customer.facturationPlace ?? main;
  // The customer's own row id and date stay behind.
  const { id: _placeId, date: _date, ...address } = billing ?? {};
  const ownPlaceId = current.place?.id;
  return {
    id: customer.id,
    companyName: text(billing?.companyName) ?? text(main?.companyName),
    contactFirstname: text(billing?.contactFirstname) ?? text(main?.contactFirstname),
    contactName: text(billing?.contactName) ?? text(main?.contactName),
    modeReglementId: customer.modeReglementId ?? null,
    place: billing ? { ...address, ...(ownPlaceId != null ? { id: ownPlaceId } : {}) } : null,
  };
}
