import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ErrorBody,
  Folder,
  FolderIdParams,
  FolderMessageList,
  FolderMessageText,
  MissionIdParams,
  MissionStepCode,
  dateTimeField,
  idField,
  textField,
} from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { findFolder, folderNotFound, ownFolder } from '../../modules/folder-core/index.ts';
import { receiveDriverMessage } from '../../modules/folders/folder-messages.service.ts';
import { recordMissionStep } from '../../modules/driver/mission-step.service.ts';
import { receiveDriverPhoto } from '../../modules/driver/driver-photo.service.ts';
import { folders, missions } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import { findTruck } from '../../modules/fleet/fleet.repository.ts';

/** A step the driver's terminal reports, as a browser test asks for it. */
const DriverStepRequest = z
  .object({
    step: z.enum(MissionStepCode),
    at: z.iso.datetime({ offset: true }),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
  })
  .strict();

/** A driver's photo a browser test sends: its name and its bytes, base64 (1 MB at most). */
const DriverPhotoRequest = z
  .object({
    filename: textField(120),
    base64: z
      .string()
      .max(1_400_000)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 attendu'),
  })
  .strict();

/** The date a browser test moves a mission to. */
const MissionDateRequest = z.object({ missionDateTime: dateTimeField, truckId: idField.optional() }).strict();

/**
 * Browser tests only (E2E_FIXTURES=1): what a driver's terminal would do on the caller's own
 * folders and missions — write, report a step, send a photo — and a mission moved to a date.
 */
export const driverTestingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/testing/folders/:id/driverMessage',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary:
          "Browser tests only (E2E_FIXTURES=1): the driver of the caller's folder writes (text/plain body)",
        consumes: ['text/plain'],
        params: FolderIdParams,
        body: FolderMessageText,
        response: { 200: FolderMessageList, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      // Only the caller's own folder: the service itself trusts its caller (a connector).
      const own = await findFolder(app.db, ownFolder(request.auth), request.params.id);
      if (!own) throw folderNotFound();
      return receiveDriverMessage(app.db, { folderId: own.id }, request.body);
    },
  );

  app.post(
    '/api/testing/missions/:id/step',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary: "Browser tests only (E2E_FIXTURES=1): the driver of the caller's mission reports a step",
        params: MissionIdParams,
        body: DriverStepRequest,
        response: { 200: Folder, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      // Only the caller's own mission: the driver's service trusts its caller (a connector).
      const [own] = await app.db
        .select({ id: missions.id })
        .from(missions)
        .where(and(eq(missions.id, request.params.id), eq(missions.accountId, request.auth.accountId)));
      if (!own) throw new NotFound("Cette mission n'existe pas");
      const { step, at, latitude, longitude } = request.body;
      return recordMissionStep(app.db, own.id, step, { at: new Date(at), latitude, longitude });
    },
  );

  app.post(
    '/api/testing/missions/:id/date',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary:
          "Browser tests only (E2E_FIXTURES=1): moves the caller's mission to a date (the dashboard's periods)",
        params: MissionIdParams,
        body: MissionDateRequest,
        response: { 204: z.null(), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const missionDateTime = new Date(request.body.missionDateTime);
      const { truckId } = request.body;
      if (truckId !== undefined && !(await findTruck(app.db, request.auth.accountId, truckId))) {
        throw new NotFound("Ce camion n'existe pas");
      }
      const [moved] = await app.db
        .update(missions)
        // The fixture draws a statistic for an accepted folder: the dashboard test reports its own steps.
        .set({ missionDateTime, truckId, steps: {}, statistic: null })
        .where(and(eq(missions.id, request.params.id), eq(missions.accountId, request.auth.accountId)))
        .returning({ folderId: missions.folderId });
      if (!moved) throw new NotFound("Cette mission n'existe pas");
      await app.db.update(folders).set({ missionDateTime, truckId }).where(eq(folders.id, moved.folderId));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/testing/missions/:id/photo',
    {
      onRequest: operatorWrites,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ['testing'],
        summary: "Browser tests only (E2E_FIXTURES=1): the driver of the caller's mission sends a photo",
        params: MissionIdParams,
        body: DriverPhotoRequest,
        response: { 204: z.null(), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      // Only the caller's own mission: the driver's service trusts its caller (a connector).
      const [own] = await app.db
        .select({ id: missions.id })
        .from(missions)
        .where(and(eq(missions.id, request.params.id), eq(missions.accountId, request.auth.accountId)));
      if (!own) throw new NotFound("Cette mission n'existe pas");
      await receiveDriverPhoto(app.db, own.id, {
        filename: request.body.filename,
        bytes: Buffer.from(request.body.base64, 'base64'),
      });
      return reply.status(204).send(null);
    },
  );
};
