import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssistanceProvider } from '@plateau/contracts';
import { folderEvents, vehicleConditionLinks } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { conditionKit, testJpeg, testMark } from '../../test/condition-fixtures.ts';

let t: TestContext;
let kit: Awaited<ReturnType<typeof conditionKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await conditionKit(t);
});
afterAll(() => t.close());

const sent = (assistanceProvider: AssistanceProvider | null = null) => kit.sent(assistanceProvider);
const call = (...args: Parameters<typeof kit.call>) => kit.call(...args);
const mark = testMark;
const pv = (overrides: Record<string, unknown> = {}) => kit.pv(overrides);
/** Issue 33: the delivery check's differences and the customer's copy (the PDF behind an expiring link). */
describe('the delivery check and the customer’s copy', () => {
  it('flags new damage, and the public link serves the PDF until it expires; another account gets 404', async () => {
    const { missionId, folderId } = await sent();
    const photo = await kit.photo(missionId, 'stage=pickup&slot=plaque', await testJpeg(40, 30));
    expect(photo.statusCode).toBe(200);
    await call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/condition/pickup`, pv());
    const pickupMarks = pv().diagram.marks;
    const delivery = pv({
      diagram: {
        generalState: 'degrade',
        marks: [...pickupMarks, { ...mark('d1', 'right'), kind: 'enfoncement' }],
      },
    });
    const answer = (
      await call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/condition/delivery`, delivery)
    ).json();
    expect(answer).toMatchObject({ newMarkIds: ['d1'], damageReported: true });
    const events = await t.database.db.select().from(folderEvents).where(eq(folderEvents.folderId, folderId));
    expect(events.some((e) => e.text?.includes('Nouveau dommage : Enfoncement — Côté droit'))).toBe(true);

    const link = await call(
      'depanneur',
      'POST',
      `/api/folders/${folderId}/vehicleCondition/link`,
      undefined,
      'link-1',
    );
    expect(link.statusCode, link.body).toBe(200);
    const token = new URL(link.json().url).pathname.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.select().from(vehicleConditionLinks);
    expect(stored.some((l) => l.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/conditionReports/${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'pv-')), 'pv.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('GT-404-XY');
    expect(text).toContain('Enfoncement — Côté droit (nouveau)');
    expect(text).toContain('Bris — Avant');
    expect(text).toMatch(/20\/11\/2026 11:00/);
    // The images: the plate's photo (its thumbnail) and both signatures, pickup and delivery.
    const images = execFileSync('pdfimages', ['-list', file])
      .toString()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/));
    // Columns: page num type width height…; the signatures are 20×10 PNGs, the photo a 40×30 JPEG.
    const shown = images.filter((cols) => cols[2] === 'image').map((cols) => `${cols[3]}x${cols[4]}`);
    expect(shown.sort()).toEqual(['20x10', '20x10', '40x30']);

    const listed = await call('depanneur', 'GET', '/api/folders?damage=reported');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().rows.map((f: { id: number }) => f.id)).toContain(folderId);
    expect((await call('mission', 'GET', `/api/folders/${folderId}/vehicleCondition`)).statusCode).toBe(404);
    expect((await call('mission', 'POST', `/api/folders/${folderId}/vehicleCondition/link`)).statusCode).toBe(
      404,
    );
    await t.database.db.update(vehicleConditionLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/conditionReports/${token}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/conditionReports/nope' })).statusCode).toBe(
      404,
    );
  });
});
