import { and, eq } from 'drizzle-orm';
import type { PaymentMode, PaymentModeCreate, PaymentModePatch } from '@plateau/contracts';
import { legalEntities, paymentModes } from '../../db/schema/index.ts';
import { referentialService } from './referential-service.ts';
import { definedOnly } from './defined-only.ts';
import { customerName } from './customer-name.ts';
import { paymentModeInvoiceUse } from './invoice-usage.ts';

type PaymentModeRow = typeof paymentModes.$inferSelect;

const toDto = ({ accountId: _account, ...row }: PaymentModeRow): PaymentMode => row;

/** Payment modes (modeReglement): they drive the invoice due date (spec 3 §5). */
export const paymentModeService = referentialService<
  typeof paymentModes,
  PaymentMode,
  PaymentModeCreate,
  PaymentModePatch
>({
  table: paymentModes,
  notFoundMessage: "Ce mode de règlement n'existe pas",
  inUseMessage: 'Ce mode de règlement est utilisé : il ne peut pas être supprimé',
  toDtos: async (_db, _accountId, rows) => rows.map(toDto),
  toValues: (body) =>
    definedOnly({
      nom: body.nom,
      commentaire: body.commentaire,
      nombreJours: body.nombreJours,
      finMois: body.finMois,
      jourPaiement: body.jourPaiement,
    }),
  async usedBy(db, accountId, id) {
    const [customer] = await db
      .select({ code: legalEntities.code, place: legalEntities.headQuarterPlace })
      .from(legalEntities)
      .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.modeReglementId, id)))
      .limit(1);
    if (customer) return `Ce mode de règlement est utilisé par le client ${customerName(customer)}`;
    return paymentModeInvoiceUse(db, accountId, id);
  },
});
