import { NatureIntervention, type NatureIntervention as Nature } from '../referentials/codes.ts';
import { allowedNatures } from './folder-checks.ts';

/** Which of the folder's two reports a step is written in (reportDepannage.…). */
export type ReportKey = 'interventionReport' | 'relivraisonReport';

/** The dated places of a mission report, in the order they happen. */
export const REPORT_PLACE_FIELDS = [
  'startedPlace',
  'arrivedAtDestinationPlace',
  'departedFromDestinationPlace',
  'arrivedAtDeliveryPlace',
  'finishPlace',
] as const;
export type ReportPlaceField = (typeof REPORT_PLACE_FIELDS)[number];

/** The yes/no questions of the Remorquage report. */
export type ReportQuestionField = 'lieuInterventionCorrect' | 'lieuLivraisonCorrect';

export const REPORT_QUESTION_LABELS: { readonly [K in ReportQuestionField]: string } = {
  lieuInterventionCorrect: "Le lieu d'intervention était-il correct ?",
  lieuLivraisonCorrect: 'Le lieu de livraison était-il correct ?',
};

/** One line of the report card: a date-time and a place. */
export interface ReportStep {
  /** Unique in a layout: `${report}.${place}`. */
  key: string;
  report: ReportKey;
  place: ReportPlaceField;
  label: string;
  /** The arrival's 'Prévu' switch (arrivedAtDestinationPlace.prevu). */
  prevuSwitch: boolean;
  question: { field: ReportQuestionField; label: string } | null;
}

export interface ReportLayout {
  nature: Nature | null;
  title: string;
  /** The reports the card writes, in order, each with its section title. */
  sections: Array<{ report: ReportKey; title: string }>;
  steps: ReportStep[];
  /** The wasted-trip reason (interventionReport.motifDeplacementPourRien). */
  motif: boolean;
}

export const REPORT_SECTION_TITLES: { readonly [K in ReportKey]: string } = {
  interventionReport: 'Intervention',
  relivraisonReport: 'Relivraison',
};

export const REPORT_PREVU_LABEL = 'Prévu';
export const REPORT_MOTIF_LABEL = 'Motif du déplacement pour rien';

/** Labels used in several layouts. */
export const REPORT_STEP_LABELS = {
  driverDeparture: 'Départ du chauffeur',
  arrivalAtDestination: 'Arrivée à destination',
  departureFromDestination: 'Départ de la destination',
  endOfMission: 'Fin de mission',
  arrivalOnPlace: 'Arrivée sur place',
  arrivalAtImmobilisation: "Arrivée sur le lieu d'immobilisation",
  departureFromImmobilisation: "Départ du lieu d'immobilisation",
  endOfRepair: 'Fin de réparation du véhicule',
  arrivalAtIntervention: "Arrivée sur le lieu d'intervention",
  departureFromIntervention: "Départ du lieu d'intervention",
  arrivalAtDelivery: 'Arrivée au lieu de livraison',
  unhooking: 'Décrochage du véhicule',
  depot: 'Mise en dépôt',
  departureFromStorage: 'Départ du lieu de stockage',
} as const;

const L = REPORT_STEP_LABELS;

type StepSpec = [ReportPlaceField, string, { prevu?: boolean; question?: ReportQuestionField }?];

const stepsOf = (report: ReportKey, specs: StepSpec[]): ReportStep[] =>
  specs.map(([place, label, extra]) => ({
    key: `${report}.${place}`,
    report,
    place,
    label,
    prevuSwitch: !!extra?.prevu,
    question: extra?.question
      ? { field: extra.question, label: REPORT_QUESTION_LABELS[extra.question] }
      : null,
  }));

const combinedSteps: StepSpec[] = [
  ['startedPlace', L.driverDeparture],
  ['arrivedAtDestinationPlace', L.arrivalAtDestination],
  ['departedFromDestinationPlace', L.departureFromDestination],
  ['finishPlace', L.endOfMission],
];

const repairSteps: StepSpec[] = [
  ['startedPlace', L.driverDeparture],
  ['arrivedAtDestinationPlace', L.arrivalOnPlace],
  ['finishPlace', L.endOfRepair],
];

const relivraisonSteps: StepSpec[] = [
  ['startedPlace', L.departureFromStorage],
  ['arrivedAtDestinationPlace', L.arrivalAtDelivery],
  ['finishPlace', L.unhooking],
];

const I: ReportKey = 'interventionReport';
const R: ReportKey = 'relivraisonReport';
const section = (report: ReportKey) => ({ report, title: REPORT_SECTION_TITLES[report] });

/** The combined report's title, shown when the folder has no nature. */
export const COMBINED_REPORT_TITLE = "Rapport d'intervention et de relivraison";

/**
 * Spec 2 §4 'Report steps per nature': the card's steps, in order. With no nature (or an unknown
 * one) the combined report: the four steps of the intervention, then those of the relivraison.
 * A Relivraison folder's only mission is its intervention mission, so its steps are written in
 * interventionReport; Remorquage et relivraison writes the re-delivery in relivraisonReport.
 */
export function reportLayout(nature: Nature | string | null | undefined): ReportLayout {
  const N = NatureIntervention;
  const layout = (title: string, parts: Array<[ReportKey, StepSpec[]]>, motif = false): ReportLayout => ({
    nature: (nature as Nature) ?? null,
    title,
    sections: parts.map(([report]) => section(report)),
    steps: parts.flatMap(([report, specs]) => stepsOf(report, specs)),
    motif,
  });
  switch (nature) {
    case N.DEMANDE_DE_REMORQUAGE:
      return layout('Demande de remorquage', [
        [
          I,
          [
            ['startedPlace', L.driverDeparture],
            ['arrivedAtDestinationPlace', L.arrivalAtImmobilisation, { prevu: true }],
            ['departedFromDestinationPlace', L.departureFromImmobilisation],
          ],
        ],
      ]);
    case N.DEPANNAGE_SUR_PLACE:
      return layout('Dépannage sur place', [[I, repairSteps]]);
    case N.DEPANNAGE_RAPIDE_ATELIER:
      return layout('Dépannage rapide atelier', [[I, repairSteps]]);
    case N.DEPLACEMENT_POUR_RIEN:
      return layout(
        'Déplacement pour rien',
        [
          [
            I,
            [
              ['startedPlace', L.driverDeparture],
              ['arrivedAtDestinationPlace', L.arrivalOnPlace],
            ],
          ],
        ],
        true,
      );
    case N.RELIVRAISON:
      return layout('Relivraison', [[I, relivraisonSteps]]);
    case N.REMORQUAGE_RELIVRAISON:
      return layout('Remorquage et relivraison', [
        [
          I,
          [
            ['startedPlace', L.driverDeparture],
            ['arrivedAtDestinationPlace', L.arrivalAtIntervention],
            ['departedFromDestinationPlace', L.departureFromIntervention],
            ['finishPlace', L.depot],
          ],
        ],
        [R, relivraisonSteps],
      ]);
    case N.REMORQUAGE:
      return layout('Remorquage', [
        [
          I,
          [
            ['startedPlace', L.driverDeparture],
            ['arrivedAtDestinationPlace', L.arrivalAtIntervention, { question: 'lieuInterventionCorrect' }],
            ['departedFromDestinationPlace', L.departureFromIntervention],
            ['arrivedAtDeliveryPlace', L.arrivalAtDelivery, { question: 'lieuLivraisonCorrect' }],
            ['finishPlace', L.unhooking],
          ],
        ],
      ]);
    default:
      return {
        ...layout(COMBINED_REPORT_TITLE, [
          [I, combinedSteps],
          [R, combinedSteps],
        ]),
        nature: null,
      };
  }
}

/** The ordered steps of the report for a nature (see reportLayout). */
export const reportSteps = (nature: Nature | string | null | undefined) => reportLayout(nature).steps;

/**
 * Spec 2 §4: a nature may change only to those allowed for the current one (staying on it is
 * always allowed; with no current nature or no list of allowed changes, any nature).
 */
export function isNatureChangeAllowed(
  intervention: { nature?: Nature | string | null; changementsNatureAutorises?: readonly string[] | null },
  next: Nature | string | null | undefined,
): boolean {
  if (!next || next === intervention.nature) return true;
  return (allowedNatures(intervention) as string[]).includes(next);
}

/** Spec 2 §5: the km fields of the report card. */
export const NO_KM_SUPPLEMENTAIRES_NOTICE = 'Pas de kilomètres supplémentaires.';
/** Why (issue 20 §4.14): the notice alone read as a fault of the form. */
export const NO_KM_SUPPLEMENTAIRES_REASON =
  "L'assisteur n'autorise pas de kilomètres au-delà des kilomètres prévus pour cette intervention.";
export const KM_SUPPLEMENTAIRE_LABEL = 'Kilomètres supplémentaires';

/**
 * A warning (not an error: the report may still be sent) when the km done exceed the planned ones
 * and the assistance company allows no extra km; null otherwise.
 */
export function kmOverPlannedWarning(
  kmTotal: number | null | undefined,
  intervention: { kmSupplAutorises?: boolean | null; kmPrevus?: number | null } | null,
): string | null {
  const planned = intervention?.kmPrevus ?? 0;
  if (intervention?.kmSupplAutorises || planned <= 0 || kmTotal == null || kmTotal <= planned) return null;
  const fr = (km: number) => km.toLocaleString('fr-FR');
  return `${fr(kmTotal)} km saisis pour ${fr(planned)} km prévus : les ${fr(kmTotal - planned)} km de plus ne sont pas autorisés par l'assisteur.`;
}

export function reportKmFields(
  intervention: {
    kmSupplAutorises?: boolean | null;
    kmPrevus?: number | null;
  } | null,
) {
  const planned = intervention?.kmPrevus ?? 0;
  const showKmSupplementaire = !!intervention?.kmSupplAutorises;
  return {
    kmTotalLabel:
      planned > 0 ? `Kilométrage total (prévu : ${planned.toLocaleString('fr-FR')} km)` : 'Kilométrage total',
    showKmSupplementaire,
    /** Shown instead of the extra-km field. */
    notice: showKmSupplementaire ? null : NO_KM_SUPPLEMENTAIRES_NOTICE,
  };
}
