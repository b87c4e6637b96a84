import { describe, expect, it } from 'vitest';
import { NatureIntervention as N } from '../referentials/codes.ts';
import {
  KM_SUPPLEMENTAIRE_NEGATIVE_MESSAGE,
  KM_SUPPLEMENTAIRE_REFUSED_MESSAGE,
  KM_TOTAL_NEGATIVE_MESSAGE,
  REPORT_DATE_INVALID_MESSAGE,
  reportErrors,
} from './report-validation.ts';

const at = (hhmm: string) => ({ date: `2026-11-23T${hhmm}:00.000Z` });
const inOrder = {
  kmTotal: 40,
  kmSupplementaire: 0,
  startedPlace: at('08:00'),
  arrivedAtDestinationPlace: at('08:30'),
  departedFromDestinationPlace: at('09:00'),
  finishPlace: at('09:45'),
};

describe('reportErrors: what the server checks before saving a report', () => {
  it('accepts an empty report, no report, and steps in order', () => {
    expect(reportErrors(null, null)).toEqual([]);
    expect(reportErrors({ interventionReport: null, relivraisonReport: null }, null)).toEqual([]);
    expect(
      reportErrors({ interventionReport: inOrder, relivraisonReport: inOrder }, { nature: null }),
    ).toEqual([]);
  });

  it('accepts equal dates (departure ≤ arrival ≤ end)', () => {
    const same = {
      startedPlace: at('08:00'),
      arrivedAtDestinationPlace: at('08:00'),
      finishPlace: at('08:00'),
    };
    expect(reportErrors({ interventionReport: same }, null)).toEqual([]);
  });

  it('refuses an arrival before the departure, naming the steps as the card does', () => {
    const report = { ...inOrder, arrivedAtDestinationPlace: at('07:59') };
    expect(reportErrors({ interventionReport: report }, { nature: N.DEPANNAGE_SUR_PLACE })).toEqual([
      {
        path: ['reportDepannage', 'interventionReport', 'arrivedAtDestinationPlace', 'date'],
        message: 'La date « Arrivée sur place » ne peut pas précéder la date « Départ du chauffeur ».',
      },
    ]);
    expect(reportErrors({ interventionReport: report }, null)[0]!.message).toBe(
      'La date « Arrivée à destination » ne peut pas précéder la date « Départ du chauffeur ».',
    );
  });

  it('refuses an end before the arrival, skipping the empty steps', () => {
    const report = {
      startedPlace: at('08:00'),
      arrivedAtDestinationPlace: at('09:00'),
      finishPlace: at('08:30'),
    };
    expect(reportErrors({ interventionReport: report }, { nature: N.DEPANNAGE_RAPIDE_ATELIER })).toEqual([
      {
        path: ['reportDepannage', 'interventionReport', 'finishPlace', 'date'],
        message:
          'La date « Fin de réparation du véhicule » ne peut pas précéder la date « Arrivée sur place ».',
      },
    ]);
    const gaps = {
      startedPlace: at('08:00'),
      arrivedAtDestinationPlace: { date: null },
      finishPlace: at('07:00'),
    };
    expect(reportErrors({ interventionReport: gaps }, null)).toHaveLength(1);
  });

  it("checks the Remorquage's delivery arrival between the departure and the unhooking", () => {
    const report = {
      startedPlace: at('08:00'),
      arrivedAtDestinationPlace: at('08:30'),
      departedFromDestinationPlace: at('09:00'),
      arrivedAtDeliveryPlace: at('08:50'),
      finishPlace: at('09:30'),
    };
    expect(reportErrors({ interventionReport: report }, { nature: N.REMORQUAGE })).toEqual([
      {
        path: ['reportDepannage', 'interventionReport', 'arrivedAtDeliveryPlace', 'date'],
        message:
          "La date « Arrivée au lieu de livraison » ne peut pas précéder la date « Départ du lieu d'intervention ».",
      },
    ]);
  });

  it('checks the relivraison report on its own, with its labels', () => {
    const relivraison = { startedPlace: at('14:00'), arrivedAtDestinationPlace: at('13:00') };
    expect(
      reportErrors(
        { interventionReport: inOrder, relivraisonReport: relivraison },
        { nature: N.REMORQUAGE_RELIVRAISON },
      ),
    ).toEqual([
      {
        path: ['reportDepannage', 'relivraisonReport', 'arrivedAtDestinationPlace', 'date'],
        message:
          'La date « Arrivée au lieu de livraison » ne peut pas précéder la date « Départ du lieu de stockage ».',
      },
    ]);
  });

  it('reports one early date once, and compares the next step with the latest date', () => {
    const report = {
      startedPlace: at('10:00'),
      arrivedAtDestinationPlace: at('09:00'),
      departedFromDestinationPlace: at('09:30'),
      finishPlace: at('10:30'),
    };
    const issues = reportErrors({ interventionReport: report }, null);
    expect(issues.map((i) => i.path[2])).toEqual([
      'arrivedAtDestinationPlace',
      'departedFromDestinationPlace',
    ]);
  });

  it('refuses an unreadable date', () => {
    const report = { startedPlace: { date: 'demain' } };
    expect(reportErrors({ interventionReport: report }, null)).toEqual([
      {
        path: ['reportDepannage', 'interventionReport', 'startedPlace', 'date'],
        message: REPORT_DATE_INVALID_MESSAGE,
      },
    ]);
  });

  it('refuses negative km', () => {
    const issues = reportErrors(
      { interventionReport: { kmTotal: -1, kmSupplementaire: -0.5 } },
      { kmSupplAutorises: true },
    );
    expect(issues.map((i) => i.message)).toEqual([
      KM_TOTAL_NEGATIVE_MESSAGE,
      KM_SUPPLEMENTAIRE_NEGATIVE_MESSAGE,
    ]);
    expect(reportErrors({ interventionReport: { kmTotal: 0 } }, null)).toEqual([]);
  });

  it('accepts extra km only when the intervention allows them (0 always)', () => {
    expect(
      reportErrors({ interventionReport: { kmSupplementaire: 12 } }, { kmSupplAutorises: true }),
    ).toEqual([]);
    expect(
      reportErrors({ interventionReport: { kmSupplementaire: 0 } }, { kmSupplAutorises: false }),
    ).toEqual([]);
    expect(
      reportErrors({ interventionReport: { kmSupplementaire: 12 } }, { kmSupplAutorises: false }),
    ).toEqual([
      {
        path: ['reportDepannage', 'interventionReport', 'kmSupplementaire'],
        message: KM_SUPPLEMENTAIRE_REFUSED_MESSAGE,
      },
    ]);
    expect(reportErrors({ relivraisonReport: { kmSupplementaire: 1 } }, null)).toHaveLength(1);
  });

  it("checks only the steps and reports the nature's card shows", () => {
    // A departure left by a Remorquage after the switch to Dépannage sur place: not on the card.
    const report = { ...inOrder, departedFromDestinationPlace: at('06:00') };
    expect(reportErrors({ interventionReport: report }, { nature: N.DEPANNAGE_SUR_PLACE })).toEqual([]);
    expect(reportErrors({ interventionReport: report }, { nature: N.REMORQUAGE })).toHaveLength(1);
    const relivraison = { startedPlace: at('14:00'), arrivedAtDestinationPlace: at('13:00'), kmTotal: -1 };
    expect(reportErrors({ relivraisonReport: relivraison }, { nature: N.REMORQUAGE })).toEqual([]);
    expect(reportErrors({ relivraisonReport: relivraison }, { nature: null })).toHaveLength(2);
  });
});
