import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ErrorBody,
  MissionIdParams,
  MissionKind,
  dateTimeField,
  emptyLegalEntity,
  idField,
  textField,
} from '@plateau/contracts';
import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { FakeTruckTerminal } from '../../adapters/truck-terminal/index.ts';
import { accounts, folders, missions, trucks, users } from '../../db/schema/index.ts';
import { createAccountingDefaults } from '../../modules/accounting/accounting-defaults.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { recordDriverPosition } from '../../modules/driver/driver-position.service.ts';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

const TrucksFixture = z
  .object({
    trucks: z
      .array(
        z
          .object({ name: textField(200).min(1), licensePlate: textField(50).nullish(), latitude, longitude })
          .strict(),
      )
      .min(1)
      .max(5000),
  })
  .strict();

const WebfleetFixture = z
  .object({
    vehicles: z
      .array(
        z
          .object({
            objectNo: textField(50).min(1),
            name: textField(200).min(1),
            licensePlate: textField(50).nullable(),
          })
          .strict(),
      )
      .max(5000),
  })
  .strict();

const AccountFixture = z.object({ name: textField(100).min(1) }).strict();

const PositionFixture = z.object({ at: dateTimeField, latitude, longitude }).strict();
const MissionDateFixture = z.object({ missionDateTime: dateTimeField }).strict();

/**
 * Browser tests only (E2E_FIXTURES=1, registered by testing.routes.ts): trucks for the caller's
 * account, what the fake Webfleet lists for it, and a driver's position report.
 */
export const fleetTestingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/testing/accounts',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary:
          'Browser tests only (E2E_FIXTURES=1): a new towing account of its own (no truck, no folder, no supervisor) and its administrator, whose password is its login',
        body: AccountFixture,
        response: {
          200: z.object({ accountId: idField, login: z.string() }),
          400: ErrorBody,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      const login = `e2e-${randomUUID().slice(0, 8)}`;
      const accountId = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accounts)
          .values({ name: request.body.name, businessNature: 'DEPANNEUR', legalEntity: emptyLegalEntity() })
          .returning({ id: accounts.id });
        await createAccountingDefaults(tx, row!.id);
        await tx.insert(users).values({
          accountId: row!.id,
          login,
          name: 'Administrateur E2E',
          email: `${login}@plateau-e2e.fr`,
          role: 'ADMIN',
          passwordHash: await bcrypt.hash(login, 10),
        });
        return row!.id;
      });
      return { accountId, login };
    },
  );

  app.post(
    '/api/testing/trucks',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary: "Browser tests only (E2E_FIXTURES=1): positioned trucks for the caller's account",
        body: TrucksFixture,
        response: { 200: z.object({ ids: z.array(idField) }), 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await app.db
        .insert(trucks)
        .values(
          request.body.trucks.map((truck, i) => ({
            accountId: request.auth.accountId,
            name: truck.name,
            licensePlate: truck.licensePlate ?? null,
            serialNumber: `SN-E2E-${now.getTime()}-${i + 1}`,
            positionLatitude: truck.latitude,
            positionLongitude: truck.longitude,
            positionText: 'Position de test',
            positionDateTime: now,
          })),
        )
        .returning({ id: trucks.id });
      return { ids: rows.map((row) => row.id) };
    },
  );

  app.put(
    '/api/testing/webfleet/vehicles',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary:
          "Browser tests only (E2E_FIXTURES=1): the vehicles the fake Webfleet lists for the caller's account",
        body: WebfleetFixture,
        response: { 204: z.null(), 400: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const terminal = app.truckTerminal;
      if (!(terminal instanceof FakeTruckTerminal))
        throw new Conflict('Webfleet réel configuré (WEBFLEET_URL)');
      terminal.setVehicles(request.auth.accountId, request.body.vehicles);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/testing/missions/:id/position',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary: "Browser tests only (E2E_FIXTURES=1): the driver of the caller's mission reports a position",
        params: MissionIdParams,
        body: PositionFixture,
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
      const { at, ...point } = request.body;
      await recordDriverPosition(app.db, own.id, { at: new Date(at), ...point });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/testing/missions/:id/date',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary:
          "Browser tests only (E2E_FIXTURES=1): when the caller's mission is planned (the map shows the day's)",
        params: MissionIdParams,
        body: MissionDateFixture,
        response: { 204: z.null(), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const at = new Date(request.body.missionDateTime);
      await app.db.transaction(async (tx) => {
        const [mission] = await tx
          .update(missions)
          .set({ missionDateTime: at })
          .where(and(eq(missions.id, request.params.id), eq(missions.accountId, request.auth.accountId)))
          .returning({ folderId: missions.folderId, kind: missions.kind });
        if (!mission) throw new NotFound("Cette mission n'existe pas");
        // The folder keeps a copy of its intervention mission's date (the list filters on it).
        if (mission.kind === MissionKind.INTERVENTION) {
          await tx.update(folders).set({ missionDateTime: at }).where(eq(folders.id, mission.folderId));
        }
      });
      return reply.code(204).send(null);
    },
  );
};
