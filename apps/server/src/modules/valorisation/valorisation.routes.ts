import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptPropositionBody,
  ErrorBody,
  Folder,
  FolderIdParams,
  ValorisationProposalBody,
} from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { acceptProposition, proposeValorisation } from './valorisation.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The provider's side of the valorisation (spec 2 §4 'Valorisation states', §7). */
export const valorisationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/folders/:id/proposerValorisation',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          "Propose the provider's valorisation to the assistance company ('Proposer cette valorisation'); totals are recomputed; answers the folder",
        params: FolderIdParams,
        body: ValorisationProposalBody,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => proposeValorisation(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/folders/:id/accepterProposition',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          "Accept the assistance company's valorisation ('Accepter la proposition'), with the invoice number when it is mandatory; answers the folder",
        params: FolderIdParams,
        body: AcceptPropositionBody,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => acceptProposition(app.db, request.auth, request.params.id, request.body),
  );
};
