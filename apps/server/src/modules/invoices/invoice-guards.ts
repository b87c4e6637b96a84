import { BusinessNature } from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';

const invoicingAccount = requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR);

/** Invoices are the operators' (MISSION and DEPANNEUR accounts), made by every user: ADMIN and OPERATEUR. */
export const invoiceAccess = [invoicingAccount];

/** The FEC is the accounts handed to the tax authority: the account's administrators only. */
export const fecAccess = [invoicingAccount, requireAdmin];
