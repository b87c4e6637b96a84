import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessNature } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { MISSION_REPORT_HEADER, missionReportStream } from './mission-report.ts';
import { statsScenario, WEEK } from '../../test/stats-fixtures.ts';

let t: TestContext;
let s: Awaited<ReturnType<typeof statsScenario>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await statsScenario(t);
});
afterAll(() => t.close());

const exportFor = async (login: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/stats/exportByMission?${new URLSearchParams(WEEK)}`,
    headers: await t.bearer(login),
  });

const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('GET /api/stats/exportByMission', () => {
  it("streams MissionReport.csv: BOM, ';', one line per mission of the week in date order", async () => {
    const response = await exportFor('depanneur');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named after its content and period (issue 20 §4.14), in Paris days.
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="rapport-missions_2030-03-04_2030-03-10.csv"',
    );
    expect(response.body.startsWith('\uFEFFN° dossier;N° de mission;Type;Compte;Assisteur;Camion;')).toBe(
      true,
    );
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe(MISSION_REPORT_HEADER.join(';'));
    // M1, M2 (same date), M3, M4; not M5 (after the week), the truckless one, nor M6 (another account).
    expect(rows).toHaveLength(4);
    const m1 = rows[0]!.split(';');
    expect(m1.slice(2, 8)).toEqual([
      'Intervention',
      'Dépannage Martin & Fils',
      'AXA Assistance',
      s.truckA.name,
      '04/03/2030 09:00',
      'Démarrée',
    ]);
    // Steps in Paris time, then the delays and the outcomes.
    expect(m1.slice(8)).toEqual([
      '04/03/2030 09:01',
      '04/03/2030 09:02',
      '04/03/2030 09:05',
      '04/03/2030 09:06',
      '04/03/2030 09:25',
      '04/03/2030 09:55',
      '04/03/2030 10:30',
      '20',
      '30',
      'Non',
      'Non',
      'Non',
    ]);
  });

  it('neutralises a cell that a spreadsheet would evaluate, and quotes one holding ; or "', async () => {
    const rows = linesOf((await exportFor('depanneur')).body).slice(1);
    expect(rows[0]!.startsWith(`"'=HYPERLINK(""http://evil"")";`)).toBe(true);
    expect(rows[1]!.startsWith('"AXA-2;""B""";')).toBe(true);
    // M2 reached no arrival: its delays are empty, not 0.
    expect(rows[1]!.endsWith(';;;Non;Non;Non')).toBe(true);
  });

  it("gives an assisteur its company's missions, across operators", async () => {
    const rows = linesOf((await exportFor('assisteur')).body).slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.includes(';Transports Lefèvre;AXA Assistance;'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(rows.filter((row) => row.includes(';Dépannage Martin & Fils;AXA Assistance;'))).toHaveLength(2);
  });

  it('is refused to an IOT account (403)', async () => {
    const response = await exportFor('iot');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBeTruthy();
  });

  it('walks the missions page by page without losing or repeating one (same dates included)', async () => {
    const auth = {
      accountId: s.depanneur,
      userId: 1,
      nature: BusinessNature.DEPANNEUR,
      assistanceProvider: null,
      role: 'ADMIN' as const,
    };
    const whole = await text(missionReportStream(t.database.db, auth, WEEK));
    for (const pageSize of [1, 2, 3]) {
      expect(await text(missionReportStream(t.database.db, auth, WEEK, pageSize))).toBe(whole);
    }
    expect(linesOf(whole)).toHaveLength(5);
  });
});
