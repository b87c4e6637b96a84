import { and, eq } from 'drizzle-orm';
import {
  customerIdentityProblem,
  DEFAULT_PREFIX_CUSTOMER,
  formatSequenceCode,
  Place,
  SIREN_VAT_MISMATCH_MESSAGE,
  eAddressProblem,
  sirenContradictsVat,
  sirenFromVatNumber,
  type Customer,
  type CustomerCreate,
  type CustomerList,
  type CustomerListQuery,
  type CustomerPatch,
  type NextCode,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { paymentModes, paymentTypes } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { deleteOrConflict } from '../../lib/foreign-key.ts';
import { findAccount } from '../account/account.repository.ts';
import { peekSequenceValue } from '../accounting/account-sequences.repository.ts';
import { definedOnly } from '../accounting/defined-only.ts';
import { complete } from '../../lib/dto-helpers.ts';
import { takeCustomerCode } from './customer-code.ts';
import {
  deleteCustomer,
  findCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
  type CustomerRow,
  type CustomerValues,
} from './customers.repository.ts';

const NOT_FOUND = "Ce client n'existe pas";
const STALE = 'Ce client a été modifié entre-temps : rechargez-le avant de sauvegarder';
const RESTRICTED = 'Ce client a été effacé (données personnelles) : sa fiche ne peut plus être modifiée';
const IN_USE = 'Ce client est utilisé par une facture : il ne peut pas être supprimé';

export const toCustomerDto = (row: CustomerRow): Customer => ({
  id: row.id,
  code: row.code,
  type: 'CUSTOMER',
  headQuarterPlace: complete(Place, row.headQuarterPlace),
  facturationPlace: complete(Place, row.facturationPlace),
  contactPlace1: complete(Place, row.contactPlace1),
  contactPlace2: complete(Place, row.contactPlace2),
  regimeTva: row.regimeTva as Customer['regimeTva'],
  modeReglementId: row.modeReglementId,
  typeReglementId: row.typeReglementId,
  tvaIntracommunautaire: row.tvaIntracommunautaire,
  siren: row.siren,
  eInvoicingAddress: row.eInvoicingAddress,
  automaticReminders: row.automaticReminders,
  restrictedAt: row.restrictedAt?.toISOString() ?? null,
  version: row.version,
  creationDateTime: row.createdAt.toISOString(),
});

/** The columns a body writes: only the fields it carries (a patch is a difference). */
const toValues = ({ version: _version, type: _type, ...body }: Partial<CustomerPatch>): CustomerValues =>
  definedOnly(body) as CustomerValues;

/**
 * The SIREN once the values are written over `current`: refused when the VAT number holds another
 * one, read from a French VAT number when none is typed (a company's invoices need it).
 */
function withSiren(values: CustomerValues, current?: CustomerRow): CustomerValues {
  const siren = values.siren !== undefined ? values.siren : (current?.siren ?? null);
  const vat =
    values.tvaIntracommunautaire !== undefined
      ? values.tvaIntracommunautaire
      : (current?.tvaIntracommunautaire ?? null);
  if (sirenContradictsVat(siren, vat)) throw new Invalid(SIREN_VAT_MISMATCH_MESSAGE);
  const derived = siren ? null : sirenFromVatNumber(vat);
  const address =
    values.eInvoicingAddress !== undefined ? values.eInvoicingAddress : (current?.eInvoicingAddress ?? null);
  const addressProblem = address && eAddressProblem(address, siren ?? derived);
  if (addressProblem) throw new Invalid(addressProblem);
  return derived ? { ...values, siren: derived } : values;
}

/**
 * A customer has a name and a billing address (rules/customer-identity.ts), as it is stored once
 * the values are written over `current`. A patch that touches neither address is not re-checked:
 * a customer saved before the rule stays editable by API clients.
 */
function checkIdentity(values: CustomerValues, current?: CustomerRow) {
  if (current && values.headQuarterPlace === undefined && values.facturationPlace === undefined) return;
  const problem = customerIdentityProblem({
    headQuarterPlace:
      values.headQuarterPlace !== undefined ? values.headQuarterPlace : current?.headQuarterPlace,
    facturationPlace:
      values.facturationPlace !== undefined ? values.facturationPlace : current?.facturationPlace,
  });
  if (problem) throw new Invalid(problem);
}

/** A payment mode or type must be the account's own (a default or one it made). */
async function checkReferences(db: DbOrTx, accountId: number, body: CustomerCreate) {
  if (body.modeReglementId != null) {
    const [mode] = await db
      .select({ id: paymentModes.id })
      .from(paymentModes)
      .where(and(eq(paymentModes.accountId, accountId), eq(paymentModes.id, body.modeReglementId)));
    if (!mode) throw new Invalid("Le mode de règlement choisi n'existe pas");
  }
  if (body.typeReglementId != null) {
    const [type] = await db
      .select({ id: paymentTypes.id })
      .from(paymentTypes)
      .where(and(eq(paymentTypes.accountId, accountId), eq(paymentTypes.id, body.typeReglementId)));
    if (!type) throw new Invalid("Le type de règlement choisi n'existe pas");
  }
}

async function customerPrefix(db: DbOrTx, accountId: number): Promise<string> {
  const account = await findAccount(db, accountId);
  return account?.legalEntity?.prefixCustomer ?? DEFAULT_PREFIX_CUSTOMER;
}

export async function listAccountCustomers(
  db: Db,
  auth: AuthContext,
  query: CustomerListQuery,
): Promise<CustomerList> {
  const { rows, total } = await listCustomers(db, auth.accountId, query);
  return { rows: rows.map(toCustomerDto), total };
}

export async function getCustomer(db: Db, auth: AuthContext, id: number): Promise<Customer> {
  const row = await findCustomer(db, auth.accountId, id);
  if (!row) throw new NotFound(NOT_FOUND);
  return toCustomerDto(row);
}

/** A preview: the code is taken only by the creating transaction, so two forms may show the same. */
export async function nextCustomerCode(db: Db, auth: AuthContext): Promise<NextCode> {
  const value = await peekSequenceValue(db, auth.accountId, 'CUSTOMER');
  return { data: formatSequenceCode(await customerPrefix(db, auth.accountId), value) };
}

export async function createCustomer(db: Db, auth: AuthContext, body: CustomerCreate): Promise<Customer> {
  checkIdentity(toValues(body));
  return db.transaction(async (tx) => {
    await checkReferences(tx, auth.accountId, body);
    const code = await takeCustomerCode(tx, auth.accountId, await customerPrefix(tx, auth.accountId));
    return toCustomerDto(await insertCustomer(tx, auth.accountId, code, withSiren(toValues(body))));
  });
}

/** Writes what changed if nobody saved in between (the version), else 409 and nothing saved. */
export async function patchCustomer(
  db: Db,
  auth: AuthContext,
  id: number,
  body: CustomerPatch,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const row = await findCustomer(tx, auth.accountId, id);
    if (!row) throw new NotFound(NOT_FOUND);
    if (row.restrictedAt) throw new Conflict(RESTRICTED);
    if (row.version !== body.version) throw new Conflict(STALE);
    if (Object.keys(toValues(body)).length === 0) return toCustomerDto(row);
    const values = withSiren(toValues(body), row);
    checkIdentity(values, row);
    await checkReferences(tx, auth.accountId, body);
    const updated = await updateCustomer(tx, auth.accountId, id, body.version, values);
    if (!updated) throw new Conflict(STALE);
    return toCustomerDto(updated);
  });
}

export async function removeCustomer(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findCustomer(tx, auth.accountId, id);
    if (!row) throw new NotFound(NOT_FOUND);
    await deleteOrConflict(() => deleteCustomer(tx, auth.accountId, id), IN_USE);
  });
}
