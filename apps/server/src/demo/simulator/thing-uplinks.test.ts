import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { things } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { simulatorRandom } from './random.ts';
import { sendThingUplinks, THING_REPORT_PERIOD_MS } from './thing-uplinks.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const assigned = () =>
  t.database.db.select().from(things).where(isNotNull(things.accountId)).orderBy(things.id);

it("the demo's assigned trackers report once per slot, close to where they were", async () => {
  const before = await assigned();
  const slotStart = (Math.floor(Date.now() / THING_REPORT_PERIOD_MS) + 1) * THING_REPORT_PERIOD_MS;
  const random = simulatorRandom(1);
  expect(await sendThingUplinks(t.database.db, new Date(slotStart + 60_000), random)).toBe(before.length);
  // The same slot again: the same uplink, not newer than what is stored, so nothing is written.
  expect(await sendThingUplinks(t.database.db, new Date(slotStart + 5 * 60_000), random)).toBe(0);
  const after = await assigned();
  for (const [index, thing] of after.entries()) {
    const was = before[index]!;
    expect(thing.infoDateTime).toEqual(new Date(slotStart));
    expect([100, was.batteryLevel, was.batteryLevel! - 1]).toContain(thing.batteryLevel);
    if (was.positionLatitude === null) expect(thing.positionLatitude).toBeNull();
    else expect(Math.abs(thing.positionLatitude! - was.positionLatitude)).toBeLessThanOrEqual(0.002);
  }
  // Unassigned trackers stay silent.
  const all = await t.database.db.select().from(things);
  expect(
    all.filter((row) => row.accountId === null).every((row) => row.infoDateTime! < new Date(slotStart)),
  ).toBe(true);
});

it('the same seed draws the same readings', async () => {
  const slotStart = (Math.floor(Date.now() / THING_REPORT_PERIOD_MS) + 2) * THING_REPORT_PERIOD_MS;
  const draw = (seed: number) => simulatorRandom(seed).derive('thing', '20635F0106000A01', slotStart).next();
  expect(draw(1)).toBe(draw(1));
  expect(draw(1)).not.toBe(draw(2));
});
