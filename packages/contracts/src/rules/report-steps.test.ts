import { describe, expect, it } from 'vitest';
import { NatureIntervention as N, NatureInterventionCode } from '../referentials/codes.ts';
import {
  COMBINED_REPORT_TITLE,
  isNatureChangeAllowed,
  kmOverPlannedWarning,
  NO_KM_SUPPLEMENTAIRES_NOTICE,
  REPORT_PLACE_FIELDS,
  reportKmFields,
  reportLayout,
  reportSteps,
} from './report-steps.ts';

const labels = (nature: string | null) => reportSteps(nature).map((s) => s.label);
const keys = (nature: string | null) => reportSteps(nature).map((s) => s.key);

describe('reportLayout: the steps of each nature (spec 2 §4)', () => {
  it('with no nature, the combined report: four steps of the intervention then of the relivraison', () => {
    const layout = reportLayout(null);
    expect(layout.title).toBe(COMBINED_REPORT_TITLE);
    expect(layout.nature).toBeNull();
    expect(layout.sections.map((s) => s.title)).toEqual(['Intervention', 'Relivraison']);
    const four = [
      'Départ du chauffeur',
      'Arrivée à destination',
      'Départ de la destination',
      'Fin de mission',
    ];
    expect(labels(null)).toEqual([...four, ...four]);
    expect(keys(null)).toEqual([
      'interventionReport.startedPlace',
      'interventionReport.arrivedAtDestinationPlace',
      'interventionReport.departedFromDestinationPlace',
      'interventionReport.finishPlace',
      'relivraisonReport.startedPlace',
      'relivraisonReport.arrivedAtDestinationPlace',
      'relivraisonReport.departedFromDestinationPlace',
      'relivraisonReport.finishPlace',
    ]);
    expect(layout.motif).toBe(false);
  });

  it('an unknown or empty nature is the combined report too', () => {
    expect(keys('INCONNUE')).toEqual(keys(null));
    expect(keys('')).toEqual(keys(null));
    expect(keys(undefined as unknown as null)).toEqual(keys(null));
    expect(reportLayout('INCONNUE').nature).toBeNull();
  });

  it('Demande de remorquage: departure, arrival at the immobilisation place with the Prévu switch, departure', () => {
    const steps = reportSteps(N.DEMANDE_DE_REMORQUAGE);
    expect(steps.map((s) => s.label)).toEqual([
      'Départ du chauffeur',
      "Arrivée sur le lieu d'immobilisation",
      "Départ du lieu d'immobilisation",
    ]);
    expect(steps.map((s) => s.prevuSwitch)).toEqual([false, true, false]);
    expect(steps[1]!.place).toBe('arrivedAtDestinationPlace');
  });

  it('Dépannage sur place and rapide atelier: departure, arrival, end of repair', () => {
    for (const nature of [N.DEPANNAGE_SUR_PLACE, N.DEPANNAGE_RAPIDE_ATELIER]) {
      expect(labels(nature)).toEqual([
        'Départ du chauffeur',
        'Arrivée sur place',
        'Fin de réparation du véhicule',
      ]);
      expect(reportSteps(nature).map((s) => s.place)).toEqual([
        'startedPlace',
        'arrivedAtDestinationPlace',
        'finishPlace',
      ]);
    }
    expect(reportLayout(N.DEPANNAGE_SUR_PLACE).title).toBe('Dépannage sur place');
    expect(reportLayout(N.DEPANNAGE_RAPIDE_ATELIER).title).toBe('Dépannage rapide atelier');
  });

  it('Déplacement pour rien: the reason, then departure and arrival', () => {
    const layout = reportLayout(N.DEPLACEMENT_POUR_RIEN);
    expect(layout.motif).toBe(true);
    expect(layout.steps.map((s) => s.label)).toEqual(['Départ du chauffeur', 'Arrivée sur place']);
  });

  it('Relivraison: from the storage place to the delivery place, then unhooking, in the intervention report', () => {
    const steps = reportSteps(N.RELIVRAISON);
    expect(steps.map((s) => s.label)).toEqual([
      'Départ du lieu de stockage',
      'Arrivée au lieu de livraison',
      'Décrochage du véhicule',
    ]);
    expect(new Set(steps.map((s) => s.report))).toEqual(new Set(['interventionReport']));
  });

  it("Remorquage et relivraison: the intervention's steps plus 'Mise en dépôt', then the relivraison's", () => {
    const layout = reportLayout(N.REMORQUAGE_RELIVRAISON);
    expect(layout.sections.map((s) => s.report)).toEqual(['interventionReport', 'relivraisonReport']);
    expect(layout.steps.map((s) => `${s.report}:${s.label}`)).toEqual([
      'interventionReport:Départ du chauffeur',
      "interventionReport:Arrivée sur le lieu d'intervention",
      "interventionReport:Départ du lieu d'intervention",
      'interventionReport:Mise en dépôt',
      'relivraisonReport:Départ du lieu de stockage',
      'relivraisonReport:Arrivée au lieu de livraison',
      'relivraisonReport:Décrochage du véhicule',
    ]);
  });

  it('Remorquage: five steps with the two questions', () => {
    const steps = reportSteps(N.REMORQUAGE);
    expect(steps.map((s) => s.label)).toEqual([
      'Départ du chauffeur',
      "Arrivée sur le lieu d'intervention",
      "Départ du lieu d'intervention",
      'Arrivée au lieu de livraison',
      'Décrochage du véhicule',
    ]);
    expect(steps.map((s) => s.question?.label ?? null)).toEqual([
      null,
      "Le lieu d'intervention était-il correct ?",
      null,
      'Le lieu de livraison était-il correct ?',
      null,
    ]);
    expect(steps.map((s) => s.question?.field ?? null)).toEqual([
      null,
      'lieuInterventionCorrect',
      null,
      'lieuLivraisonCorrect',
      null,
    ]);
  });

  it('every layout lists its steps in the order they happen, with unique keys', () => {
    for (const nature of [null, ...NatureInterventionCode]) {
      const layout = reportLayout(nature);
      expect(new Set(layout.steps.map((s) => s.key)).size).toBe(layout.steps.length);
      for (const { report } of layout.sections) {
        const order = layout.steps
          .filter((s) => s.report === report)
          .map((s) => REPORT_PLACE_FIELDS.indexOf(s.place));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
      expect(layout.steps.every((s) => layout.sections.some((x) => x.report === s.report))).toBe(true);
    }
  });

  it('only Demande de remorquage has the Prévu switch, only Déplacement pour rien the reason', () => {
    for (const nature of [null, ...NatureInterventionCode]) {
      const layout = reportLayout(nature);
      expect(layout.steps.some((s) => s.prevuSwitch)).toBe(nature === N.DEMANDE_DE_REMORQUAGE);
      expect(layout.motif).toBe(nature === N.DEPLACEMENT_POUR_RIEN);
    }
  });
});

describe('isNatureChangeAllowed', () => {
  const remorquage = { nature: N.REMORQUAGE, changementsNatureAutorises: [N.DEPLACEMENT_POUR_RIEN] };

  it('allows staying on the nature, and the changes allowed for it', () => {
    expect(isNatureChangeAllowed(remorquage, N.REMORQUAGE)).toBe(true);
    expect(isNatureChangeAllowed(remorquage, N.DEPLACEMENT_POUR_RIEN)).toBe(true);
  });

  it('refuses any other nature', () => {
    expect(isNatureChangeAllowed(remorquage, N.DEPANNAGE_SUR_PLACE)).toBe(false);
    expect(isNatureChangeAllowed(remorquage, 'INCONNUE')).toBe(false);
  });

  it('allows any nature when there is none yet or no list of changes, and no change at all', () => {
    expect(isNatureChangeAllowed({ nature: null }, N.RELIVRAISON)).toBe(true);
    expect(
      isNatureChangeAllowed({ nature: N.REMORQUAGE, changementsNatureAutorises: [] }, N.RELIVRAISON),
    ).toBe(true);
    expect(isNatureChangeAllowed(remorquage, null)).toBe(true);
  });
});

describe('reportKmFields', () => {
  it('shows the extra km only when allowed, else the notice', () => {
    expect(reportKmFields({ kmSupplAutorises: true }).showKmSupplementaire).toBe(true);
    expect(reportKmFields({ kmSupplAutorises: true }).notice).toBeNull();
    expect(reportKmFields({ kmSupplAutorises: false }).notice).toBe('Pas de kilomètres supplémentaires.');
    expect(reportKmFields(null).notice).toBe(NO_KM_SUPPLEMENTAIRES_NOTICE);
  });

  it('warns when the km done exceed the planned ones and no extra km are allowed', () => {
    const noExtra = { kmSupplAutorises: false, kmPrevus: 42 };
    expect(kmOverPlannedWarning(57, noExtra)).toBe(
      "57 km saisis pour 42 km prévus : les 15 km de plus ne sont pas autorisés par l'assisteur.",
    );
    expect(kmOverPlannedWarning(1250, { kmPrevus: 1000 })).toBe(
      "1\u202f250 km saisis pour 1\u202f000 km prévus : les 250 km de plus ne sont pas autorisés par l'assisteur.",
    );
    expect(kmOverPlannedWarning(42, noExtra)).toBeNull();
    expect(kmOverPlannedWarning(null, noExtra)).toBeNull();
    expect(kmOverPlannedWarning(57, { kmSupplAutorises: true, kmPrevus: 42 })).toBeNull();
    expect(kmOverPlannedWarning(57, { kmSupplAutorises: false, kmPrevus: 0 })).toBeNull();
  });

  it('names the planned km in the total label when above 0', () => {
    expect(reportKmFields({ kmPrevus: 42 }).kmTotalLabel).toBe('Kilométrage total (prévu : 42 km)');
    expect(reportKmFields({ kmPrevus: 0 }).kmTotalLabel).toBe('Kilométrage total');
    expect(reportKmFields({ kmPrevus: null }).kmTotalLabel).toBe('Kilométrage total');
  });
});
