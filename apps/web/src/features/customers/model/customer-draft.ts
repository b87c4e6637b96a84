import {
  customerIdentityProblems,
  CustomerCreate,
  SIREN_VAT_MISMATCH_MESSAGE,
  sirenContradictsVat,
  sirenFromVatNumber,
  type Customer,
  type CustomerCreateInput,
  type CustomerPatchInput,
} from '@plateau/contracts';

/** What the form edits: every writable field of a customer. */
export type CustomerDraft = Required<Omit<CustomerCreateInput, 'type'>>;
export type DraftField = keyof CustomerDraft;

export const PLACE_FIELDS = [
  'headQuarterPlace',
  'facturationPlace',
  'contactPlace1',
  'contactPlace2',
] as const;
const FIELDS: DraftField[] = [
  ...PLACE_FIELDS,
  'regimeTva',
  'modeReglementId',
  'typeReglementId',
  'tvaIntracommunautaire',
  'siren',
  'eInvoicingAddress',
  'automaticReminders',
];

export const emptyDraft = (): CustomerDraft => ({
  headQuarterPlace: null,
  facturationPlace: null,
  contactPlace1: null,
  contactPlace2: null,
  regimeTva: 'TVA_FRANCE',
  modeReglementId: null,
  typeReglementId: null,
  tvaIntracommunautaire: null,
  siren: null,
  eInvoicingAddress: null,
  automaticReminders: true,
});

export const draftOf = (customer: Customer): CustomerDraft =>
  Object.fromEntries(FIELDS.map((field) => [field, customer[field]])) as CustomerDraft;

/** A place whose every field is empty is no place. */
const normalized = (value: unknown): unknown => {
  if (value && typeof value === 'object') {
    const filled = Object.entries(value).filter(([, v]) => v !== null && v !== '' && v !== undefined);
    return filled.length ? Object.fromEntries(filled.sort(([a], [b]) => a.localeCompare(b))) : null;
  }
  return value === '' ? null : value;
};
const same = (a: unknown, b: unknown) => JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

/** The fields that differ from what was loaded: a save sends only these (spec 3 §4). */
export function changedFields(original: CustomerDraft, draft: CustomerDraft): Partial<CustomerDraft> {
  return Object.fromEntries(
    FIELDS.filter((field) => !same(original[field], draft[field])).map((field) => [
      field,
      normalized(draft[field]),
    ]),
  ) as Partial<CustomerDraft>;
}

export const patchOf = (
  original: CustomerDraft,
  draft: CustomerDraft,
  version: number,
): CustomerPatchInput => ({
  ...changedFields(original, draft),
  version,
});

/**
 * A new VAT number, and the SIREN it holds when it is a complete French one: its key is computed
 * from that SIREN, so the VAT number decides (a SIREN typed before stays until then).
 */
export function withVatNumber(vat: string | null): Partial<CustomerDraft> {
  const derived = sirenFromVatNumber(vat);
  return derived ? { tvaIntracommunautaire: vat, siren: derived } : { tvaIntracommunautaire: vat };
}

/** The customer's name and billing address, checked as the user types (rules/customer-identity.ts). */
export const identityErrors = (draft: CustomerDraft) => customerIdentityProblems(draft);

/** The first problem the server would refuse, in French, or null: checked before anything is sent. */
export function draftProblem(draft: CustomerDraft): string | null {
  const identity = identityErrors(draft);
  if (identity.name || identity.address) return identity.name ?? identity.address!;
  const parsed = CustomerCreate.safeParse(changedFields(emptyDraftWithoutDefaults, draft));
  if (!parsed.success) return parsed.error.issues[0]!.message;
  return sirenContradictsVat(parsed.data.siren, parsed.data.tvaIntracommunautaire)
    ? SIREN_VAT_MISMATCH_MESSAGE
    : null;
}
const emptyDraftWithoutDefaults = { ...emptyDraft(), regimeTva: null };
