// The route guards a module's routes declare (preHandler). They read only `request.auth`, which the auth plugin
// sets from the matched route before any guard runs; they live here, below the modules, so that a module never
// imports a plugin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessNature } from '@plateau/contracts';
import type { SessionContext } from './access-token.ts';
import { Forbidden } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every protected route; routes read tenancy from here and nowhere else. */
    auth: SessionContext;
  }
}

/** Route guard: only these natures may call the route. */
export const requireNature =
  (...natures: BusinessNature[]) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!natures.includes(request.auth.nature)) throw new Forbidden();
  };

/** Route guard for writes: assistance companies only read. */
export const denyAssisteurWrites = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (request.auth.nature === 'ASSISTEUR') throw new Forbidden('Un compte assisteur ne peut que consulter');
};

/** Route guard: the account's settings, users, connectors, reports and accounting are its administrators' (ROLE ADMIN). */
export const requireAdmin = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (request.auth.role !== 'ADMIN')
    throw new Forbidden('Cette action est réservée aux administrateurs du compte');
};

/**
 * Writes on folders and missions: refused to assistance companies (they only read) and
 * to supervisors, who act on a folder by opening the account that owns it.
 */
export const operatorWrites = [
  denyAssisteurWrites,
  requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR),
];
