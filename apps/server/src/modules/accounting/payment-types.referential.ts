import { and, eq } from 'drizzle-orm';
import type { PaymentType, PaymentTypeCreate, PaymentTypePatch } from '@plateau/contracts';
import { legalEntities, paymentTypes } from '../../db/schema/index.ts';
import { referentialService } from './referential-service.ts';
import { definedOnly } from './defined-only.ts';
import { customerName } from './customer-name.ts';

type PaymentTypeRow = typeof paymentTypes.$inferSelect;

const toDto = ({ accountId: _account, ...row }: PaymentTypeRow): PaymentType => row;

/** Payment types (typeReglement): transfer, cheque, card… with their journal and account. */
export const paymentTypeService = referentialService<
  typeof paymentTypes,
  PaymentType,
  PaymentTypeCreate,
  PaymentTypePatch
>({
  table: paymentTypes,
  notFoundMessage: "Ce type de règlement n'existe pas",
  inUseMessage: 'Ce type de règlement est utilisé : il ne peut pas être supprimé',
  toDtos: async (_db, _accountId, rows) => rows.map(toDto),
  toValues: (body) =>
    definedOnly({ nom: body.nom, codeJournal: body.codeJournal, codeCompte: body.codeCompte }),
  async usedBy(db, accountId, id) {
    const [customer] = await db
      .select({ code: legalEntities.code, place: legalEntities.headQuarterPlace })
      .from(legalEntities)
      .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.typeReglementId, id)))
      .limit(1);
    return customer ? `Ce type de règlement est utilisé par le client ${customerName(customer)}` : null;
  },
});
