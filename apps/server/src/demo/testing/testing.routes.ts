import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AssistanceProviderCode,
  CreationOrigine,
  CreationOrigineCode,
  ErrorBody,
  Folder,
  FolderState,
  FolderStateCode,
  MissionState,
  MissionStateCode,
  NatureInterventionCode,
  TypologieCode,
  ValorisationStateCode,
} from '@plateau/contracts';
import { seedFixtureFolder } from '../seed/folders.ts';
import { demoValorisation, operatorPricedValorisation } from '../seed/valorisation-template.ts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { loadFolderDto } from '../../modules/folder-core/index.ts';
import { folders } from '../../db/schema/index.ts';
import { fleetTestingRoutes } from './fleet-testing.routes.ts';
import { trackingTestingRoutes } from './tracking-testing.routes.ts';
import { driverTestingRoutes } from './driver-testing.routes.ts';
import { eInvoicingTestingRoutes } from './e-invoicing-testing.routes.ts';

/** What a browser test asks for: a folder of the signed-in account in a given state. */
export const FolderFixtureRequest = z
  .object({
    state: z.enum(FolderStateCode),
    origin: z.enum(CreationOrigineCode).default(CreationOrigine.BACKOFFICE),
    /** By default, what usually goes with the folder's state. */
    missionState: z.enum(MissionStateCode).optional(),
    truck: z.boolean().optional(),
    provider: z.enum(AssistanceProviderCode).nullable().optional(),
    typologie: z.enum(TypologieCode).optional(),
    cancellable: z.boolean().optional(),
    confirmationRequise: z.boolean().optional(),
    /** By default true for a Nomad folder (as the demo draws it), false otherwise. */
    messagesAllowed: z.boolean().optional(),
    /** Created this minute rather than at the draw's age (the duplicate warning looks at the last 24 h). */
    createdNow: z.boolean().optional(),
    intervention: z
      .object({
        delaiRdvAutorise: z.boolean(),
        typologieModifiable: z.boolean(),
        delaiAvantJustification: z.number().int(),
        delaiMax: z.number().int(),
        /** The report's nature and cause, so a report test does not depend on the draw. */
        nature: z.enum(NatureInterventionCode).nullable(),
        faitGenerateur: z.string().max(50).nullable(),
        kmSupplAutorises: z.boolean(),
        changementsNatureAutorises: z.array(z.enum(NatureInterventionCode)),
      })
      .partial()
      .strict()
      .optional(),
    /** Vehicle fields a test starts from, so that what it changes is a change whatever the draw. */
    vehicule: z
      .object({
        coffreToit: z.boolean(),
        couleur: z.string().max(50).nullable(),
        niveauCarburant: z.number().int().min(0).max(100),
      })
      .partial()
      .strict()
      .optional(),
    /** The assistance company's three lines (demo/seed/valorisation-template.ts), in this state. */
    valorisation: z
      .object({
        state: z.enum(ValorisationStateCode).nullable(),
        numeroFactureObligatoire: z.boolean().default(false),
      })
      .strict()
      .optional(),
    /** Priced by the operator for its customer to pay (138 € TTC): what a driver collects on the spot. */
    pricedForCustomer: z.boolean().optional(),
  })
  .strict();
export type FolderFixtureRequest = z.infer<typeof FolderFixtureRequest>;

const S = FolderState;
const M = MissionState;
/** The mission state a folder in this state usually has. */
function usualMissionState(state: FolderState, origin: CreationOrigine): MissionState {
  if ([S.ACCEPTED, S.ACCEPTED_CONFIRMED, S.CANCEL_PROPOSAL].includes(state as never))
    return M.MISSION_STARTED;
  if (state === S.WAITING)
    return origin === CreationOrigine.NOMAD ? M.MISSION_NOT_YET_SEND : M.MISSION_STARTED;
  if (state === S.CANCELED) return M.MISSION_DELETED;
  if (
    [S.REPORT, S.REPORT_VALIDATED, S.VALORISATION_ACCEPTED, S.END_OF_MISSION, S.CLOSED].includes(
      state as never,
    )
  )
    return M.MISSION_FINISH;
  return M.MISSION_NOT_YET_SEND;
}

/**
 * Test-only routes, registered by app.ts only when E2E_FIXTURES=1 (e2e/start-server.mjs sets it):
 * never on a real server.
 */
/** A proposal once agreed has its price: the towing package at 180 € HT, so « Facturer » bills it. */
function pricedWhenAgreed(state: string | null) {
  const valorisation = demoValorisation();
  if (state === 'ACCEPTEE' || state === 'VALIDEE') valorisation.items[0]!.prixUnitaire = 180;
  return valorisation;
}

export const testingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/testing/folders',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary: 'Browser tests only (E2E_FIXTURES=1): a folder of the caller in the requested state',
        body: FolderFixtureRequest,
        response: { 200: Folder, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const body = request.body;
      const nomad = body.origin === CreationOrigine.NOMAD;
      const row = await seedFixtureFolder(
        app.db,
        request.auth.accountId,
        {
          // The demo's streets and garages of the first operator account: only the places come from it.
          account: 'depanneur',
          origin: body.origin,
          state: body.state,
          mission: body.missionState ?? usualMissionState(body.state, body.origin),
          provider: body.provider !== undefined ? body.provider : nomad ? 'IMA' : null,
          typologie: body.typologie,
          cancellable: body.cancellable,
          confirmationRequise: body.confirmationRequise,
        },
        {
          truck: body.truck,
          intervention: body.intervention,
          vehicule: body.vehicule,
          createdNow: body.createdNow,
        },
      );
      if (body.messagesAllowed === undefined && !body.valorisation && !body.pricedForCustomer)
        return loadFolderDto(app.db, row);
      const priced = body.pricedForCustomer && {
        propositionInitiale: 'PRESTATAIRE' as const,
        valorisation: operatorPricedValorisation(),
      };
      const valorised = body.valorisation && {
        propositionInitiale: 'ASSISTEUR' as const,
        valorisationState: body.valorisation.state,
        valorisation: pricedWhenAgreed(body.valorisation.state),
        valorisationInitiale: 180,
        numeroFactureObligatoire: body.valorisation.numeroFactureObligatoire,
      };
      const [updated] = await app.db
        .update(folders)
        .set({ messagesAllowed: body.messagesAllowed, ...priced, ...valorised })
        .where(eq(folders.id, row.id))
        .returning();
      return loadFolderDto(app.db, updated!);
    },
  );

  await app.register(driverTestingRoutes);
  await app.register(fleetTestingRoutes);
  await app.register(trackingTestingRoutes);
  await app.register(eInvoicingTestingRoutes);
};
