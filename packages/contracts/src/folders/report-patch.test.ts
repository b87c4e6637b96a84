import { describe, expect, it } from 'vitest';
import { MissionReport, type ReportDepannage } from './intervention.ts';
import {
  emptyMissionReport,
  KM_NEGATIVE_MESSAGE,
  mergeReportDepannage,
  ReportDepannagePatch,
} from './report-patch.ts';

const date = '2026-11-23T08:00:00.000Z';

describe('ReportDepannagePatch', () => {
  it('accepts a partial report', () => {
    const patch = {
      interventionReport: {
        kmTotal: 12.5,
        startedPlace: { date, city: 'Lyon', latitude: 45.7 },
        arrivedAtDestinationPlace: { date, prevu: true },
        lieuInterventionCorrect: false,
        motifDeplacementPourRien: '  Client absent  ',
      },
      relivraisonReport: null,
    };
    const parsed = ReportDepannagePatch.parse(patch);
    expect(parsed.interventionReport?.motifDeplacementPourRien).toBe('Client absent');
  });

  it("refuses 'modifiable' (the assistance company's) and unknown fields", () => {
    expect(ReportDepannagePatch.safeParse({ modifiable: true }).success).toBe(false);
    expect(ReportDepannagePatch.safeParse({ interventionReport: { foo: 1 } }).success).toBe(false);
    expect(ReportDepannagePatch.safeParse({ interventionReport: { startedPlace: { foo: 1 } } }).success).toBe(
      false,
    );
    const prevuAndUnknown = { interventionReport: { arrivedAtDestinationPlace: { prevu: true, foo: 1 } } };
    expect(ReportDepannagePatch.safeParse(prevuAndUnknown).success).toBe(false);
    const prevu = { interventionReport: { arrivedAtDestinationPlace: { prevu: true, date } } };
    expect(ReportDepannagePatch.safeParse(prevu).success).toBe(true);
  });

  it('refuses negative or absurd km, with a French message', () => {
    const negative = ReportDepannagePatch.safeParse({ interventionReport: { kmTotal: -1 } });
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0]?.message).toBe(KM_NEGATIVE_MESSAGE);
    expect(ReportDepannagePatch.safeParse({ interventionReport: { kmSupplementaire: -3 } }).success).toBe(
      false,
    );
    expect(ReportDepannagePatch.safeParse({ interventionReport: { kmTotal: 100_001 } }).success).toBe(false);
    expect(ReportDepannagePatch.safeParse({ interventionReport: { kmTotal: 100_000 } }).success).toBe(true);
  });

  it('bounds the dates, the text and the coordinates as the other folder fields', () => {
    const bad = [
      { startedPlace: { date: '0000-01-01T00:00:00Z' } },
      { startedPlace: { date: 'demain' } },
      { startedPlace: { date: '2026-11-23T08:00:00' } },
      { startedPlace: { line1: 'a\u0000b' } },
      { startedPlace: { zipCode: '12345678901' } },
      { startedPlace: { latitude: 91 } },
      { finishPlace: { longitude: -181 } },
      { motifDeplacementPourRien: 'x'.repeat(1001) },
    ];
    for (const interventionReport of bad) {
      expect(
        ReportDepannagePatch.safeParse({ interventionReport }).success,
        JSON.stringify(interventionReport),
      ).toBe(false);
    }
  });
});

describe('mergeReportDepannage', () => {
  const stored: ReportDepannage = {
    modifiable: true,
    interventionReport: {
      ...emptyMissionReport(),
      kmTotal: 30,
      startedPlace: {
        date,
        line1: '1 rue A',
        line2: null,
        line3: null,
        zipCode: '69001',
        city: 'Lyon',
        country: 'France',
        latitude: 45.7,
        longitude: 4.8,
      },
    },
    relivraisonReport: null,
  };

  it('merges down to the places, keeps the rest and modifiable', () => {
    const merged = mergeReportDepannage(stored, {
      interventionReport: { kmSupplementaire: 4, startedPlace: { city: 'Villeurbanne', zipCode: null } },
    });
    expect(merged.modifiable).toBe(true);
    expect(merged.interventionReport?.kmTotal).toBe(30);
    expect(merged.interventionReport?.kmSupplementaire).toBe(4);
    expect(merged.interventionReport?.startedPlace).toMatchObject({
      date,
      line1: '1 rue A',
      city: 'Villeurbanne',
      zipCode: null,
    });
    expect(merged.relivraisonReport).toBeNull();
  });

  it('clears a place or a report set to null, creates one that was missing', () => {
    expect(
      mergeReportDepannage(stored, { interventionReport: { startedPlace: null } }).interventionReport
        ?.startedPlace,
    ).toBeNull();
    expect(mergeReportDepannage(stored, { interventionReport: null }).interventionReport).toBeNull();
    const created = mergeReportDepannage(null, { relivraisonReport: { finishPlace: { date } } });
    expect(created.modifiable).toBe(false);
    expect(created.interventionReport).toBeNull();
    expect(created.relivraisonReport?.finishPlace?.date).toBe(date);
    expect(created.relivraisonReport?.finishPlace?.city).toBeNull();
    expect(MissionReport.safeParse(created.relivraisonReport).success).toBe(true);
  });

  it('a stored report without the Remorquage fields still reads', () => {
    const old = { ...stored.interventionReport } as Record<string, unknown>;
    delete old.arrivedAtDeliveryPlace;
    delete old.lieuInterventionCorrect;
    delete old.lieuLivraisonCorrect;
    expect(MissionReport.safeParse(old).success).toBe(true);
  });
});
