import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessNature } from '@plateau/contracts';
import type { Role } from '../../lib/access-token.ts';
import { requireNature } from '../../plugins/auth.ts';
import { Forbidden } from '../../lib/errors.ts';

const requireRole =
  (roles: Role[], message: string) => async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!roles.includes(request.auth.role)) throw new Forbidden(message);
  };

const invoicingAccount = requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR);

/** Invoices are the operators' (MISSION and DEPANNEUR accounts), made by ADMIN and OPERATEUR users. */
export const invoiceAccess = [
  invoicingAccount,
  requireRole(
    ['ADMIN', 'OPERATEUR'],
    'La facturation est réservée aux administrateurs et aux opérateurs du compte',
  ),
];

/** The FEC is the accounts handed to the tax authority: administrators and accountants only. */
export const fecAccess = [
  invoicingAccount,
  requireRole(
    ['ADMIN', 'COMPTABLE'],
    "L'export comptable est réservé aux administrateurs et aux comptables du compte",
  ),
];
