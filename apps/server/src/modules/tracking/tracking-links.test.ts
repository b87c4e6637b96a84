import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { missions, trackingLinks, vehicleEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { recordVehicleEvent } from '../vehicle-events/vehicle-events.service.ts';
import { trackingTokenFor, trackingUrlFor } from './tracking-links.ts';

let t: TestContext;
let mission: { accountId: number; missionId: number };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ accountId: missions.accountId, missionId: missions.id })
    .from(missions)
    .limit(1);
  mission = row!;
});
afterAll(() => t.close());

describe('a mission’s tracking link', () => {
  it('is one unguessable token per mission, the same for every caller, even concurrent ones', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () => trackingTokenFor(t.database.db, mission)),
    );
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.missionId, mission.missionId));
    expect(rows).toHaveLength(1);
    expect(await trackingUrlFor(t.database.db, 'https://plateau.example', mission)).toBe(
      `https://plateau.example/suivi/${tokens[0]}`,
    );
  });
});

describe('a vehicle event', () => {
  it('is kept with its account and queued for the event rules', async () => {
    const id = await recordVehicleEvent(t.app, {
      accountId: mission.accountId,
      kind: 'SPEED',
      source: 'WEBFLEET',
      speed: 132,
      occurredAt: new Date('2026-11-25T08:00:00Z'),
    });
    const [row] = await t.database.db.select().from(vehicleEvents).where(eq(vehicleEvents.id, id));
    expect(row).toMatchObject({ accountId: mission.accountId, kind: 'SPEED', speed: 132, outOfRange: false });
  });
});
