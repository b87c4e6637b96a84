/**
 * Issue 20 §4.4: the workflow row of a saved edit says in French what changed (« Rapport
 * d'intervention modifié : Départ, Fin de mission »), never the API's field names. One line per
 * part of the folder, in the screen's order; a field this table does not know reads « autre
 * champ », never its code.
 */

const PART_LABELS: Record<string, string> = {
  externalNumber: 'N° de dossier assisteur',
  origineNumber: "N° d'origine",
  assistanceProvider: 'Assisteur',
  contactInfo: 'Informations de contact',
  contactPhone: 'Téléphone de contact',
  numeroFacture: 'N° de facture',
};

const PLACE_LABELS: Record<string, string> = {
  id: 'Lieu',
  label: 'Libellé',
  companyName: 'Société',
  zoneId: 'Zone',
  codeInsee: 'Code INSEE',
  line1: 'Adresse',
  line2: 'Adresse',
  line3: 'Adresse',
  zipCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  latitude: 'Position',
  longitude: 'Position',
  gpsValide: 'Position',
  descriptionLieu: 'Description du lieu',
  contactName: 'Nom du contact',
  contactFirstname: 'Prénom du contact',
  contactPhone: 'Téléphone du contact',
  contactEmail: 'E-mail du contact',
  date: 'Date',
};

const INTERVENTION_LABELS: Record<string, string> = {
  typologie: 'Typologie',
  dateIntervention: "Date d'intervention",
  commentaire: 'Commentaire',
  nature: "Nature de l'intervention",
  occupants: "Nombre d'occupants",
  faitGenerateur: 'Fait générateur',
  degats: 'Dégâts',
  autorisationChangementPiece: 'Autorisation de changement de pièce',
  realisationChangementPiece: 'Changement de pièce réalisé',
  interventionComplexe: 'Intervention complexe',
  avecIncendie: 'Avec incendie',
  geneLaCirculation: 'Gêne la circulation',
  formaliteFourriere: 'Formalité fourrière',
  peripheriqueVoieRapide: 'Périphérique / voie rapide',
  sousSol: 'Sous-sol',
  parking: 'Parking',
  hauteurLimitee: 'Hauteur limitée',
  appelant: 'Appelant',
  nomAppelant: "Nom de l'appelant",
  telephoneAppelant: "Téléphone de l'appelant",
  dateEntreeAutoroute: "Date d'entrée sur l'autoroute",
  dateSortieAutoroute: "Date de sortie de l'autoroute",
  kmPrevus: 'Km prévus',
};

const VEHICLE_LABELS: Record<string, string> = {
  immatriculation: 'Immatriculation',
  type: 'Type',
  couleur: 'Couleur',
  ptac: 'PTAC',
  modele: 'Modèle',
  marque: 'Marque',
  niveauCarburant: 'Niveau de carburant',
  typeCarburant: 'Carburant',
  boiteVitesse: 'Boîte de vitesses',
  numeroSerie: 'N° de série',
  dateMiseEnCirculation: 'Date de mise en circulation',
  typeTransmission: 'Transmission',
  poidsVide: 'Poids à vide',
  poidsCharge: 'Poids chargé',
  largeur: 'Largeur',
  longueur: 'Longueur',
  hauteur: 'Hauteur',
  cubage: 'Cubage',
  kilometrage: 'Kilométrage',
  roulant: 'Roulant',
  vehiculeCharge: 'Véhicule chargé',
  coffreToit: 'Coffre de toit',
  porteVelo: 'Porte-vélo',
  garantieConstructeur: 'Garantie constructeur',
};

const MISSION_LABELS: Record<string, string> = {
  truckId: 'Véhicule',
  agentId: 'Intervenant',
  missionDateTime: 'Date de la mission',
  externalMissionNo: 'N° de mission assisteur',
  contactInfo: 'Informations de contact',
  contactPhone: 'Téléphone de contact',
  text: 'Texte de la mission',
  destinationPlace: 'Destination',
};

const REPORT_LABELS: Record<string, string> = {
  kmTotal: 'Km total',
  kmSupplementaire: 'Km supplémentaires',
  startedPlace: 'Départ',
  arrivedAtDestinationPlace: 'Arrivée sur place',
  departedFromDestinationPlace: 'Départ du lieu',
  arrivedAtDeliveryPlace: 'Arrivée au lieu de livraison',
  finishPlace: 'Fin de mission',
  motifDeplacementPourRien: 'Motif du déplacement pour rien',
  lieuInterventionCorrect: "Lieu d'intervention correct",
  lieuLivraisonCorrect: 'Lieu de livraison correct',
};

const OTHER_FIELD = 'autre champ';

const labelsOf = (value: unknown, table: Record<string, string>): string[] =>
  value && typeof value === 'object'
    ? [
        ...new Set(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .map(([key]) => table[key] ?? OTHER_FIELD),
        ),
      ]
    : [];

const line = (title: string, fields: readonly string[]) =>
  fields.length > 0 ? `${title} : ${fields.join(', ')}` : title;

/** The French lines of one saved patch (PATCH /api/folders/{id}), in the screen's order. */
export function folderChangeLines(patch: Record<string, unknown>): string[] {
  const has = (key: string) => patch[key] !== undefined;
  const lines: string[] = [];
  const own = Object.keys(PART_LABELS).filter(has);
  if (own.length > 0)
    lines.push(
      line(
        'Dossier modifié',
        own.map((key) => PART_LABELS[key]!),
      ),
    );
  if (has('customerPlace'))
    lines.push(
      patch.customerPlace === null
        ? "Lieu d'intervention effacé"
        : line("Lieu d'intervention modifié", labelsOf(patch.customerPlace, PLACE_LABELS)),
    );
  const missions: [string, string][] = [
    ['missionIntervention', 'Mission modifiée'],
    ['missionRelivraison', 'Mission de relivraison modifiée'],
  ];
  for (const [key, title] of missions)
    if (has(key)) lines.push(line(title, labelsOf(patch[key], MISSION_LABELS)));
  if (has('interventionDepannage'))
    lines.push(line('Intervention modifiée', labelsOf(patch.interventionDepannage, INTERVENTION_LABELS)));
  if (has('reportDepannage')) {
    const report = (patch.reportDepannage ?? {}) as Record<string, unknown>;
    const parts: [string, string][] = [
      ['interventionReport', "Rapport d'intervention modifié"],
      ['relivraisonReport', 'Rapport de relivraison modifié'],
    ];
    const touched = parts.filter(([key]) => report[key] !== undefined);
    if (touched.length === 0) lines.push("Rapport d'intervention modifié");
    for (const [key, title] of touched) lines.push(line(title, labelsOf(report[key], REPORT_LABELS)));
  }
  if (has('vehicule'))
    lines.push(
      patch.vehicule === null
        ? 'Véhicule à dépanner effacé'
        : line('Véhicule à dépanner modifié', labelsOf(patch.vehicule, VEHICLE_LABELS)),
    );
  if (has('attelage'))
    lines.push(
      patch.attelage === null
        ? 'Attelage supplémentaire effacé'
        : line('Attelage supplémentaire modifié', labelsOf(patch.attelage, VEHICLE_LABELS)),
    );
  return lines.length > 0 ? lines : ['Dossier modifié'];
}

/** The workflow row's text: the lines joined by « ; ». */
export const folderChangeText = (patch: Record<string, unknown>) => folderChangeLines(patch).join(' ; ');

const SECTION_TITLES: Record<string, [string, Record<string, string>]> = {
  customerPlace: ["Lieu d'intervention", PLACE_LABELS],
  missionIntervention: ['Mission', MISSION_LABELS],
  missionRelivraison: ['Mission de relivraison', MISSION_LABELS],
  interventionDepannage: ['Intervention', INTERVENTION_LABELS],
  reportDepannage: [
    'Rapport',
    { interventionReport: "Rapport d'intervention", relivraisonReport: 'Rapport de relivraison' },
  ],
  vehicule: ['Véhicule à dépanner', VEHICLE_LABELS],
  attelage: ['Attelage supplémentaire', VEHICLE_LABELS],
};

/**
 * The French name of one field of the folder as the screen shows it (issue 20 §4.9, the fields
 * two users changed at once): « Véhicule à dépanner — Couleur », « N° de facture ».
 */
export function folderFieldLabel(section: string, field?: string): string {
  const own = PART_LABELS[section];
  if (own) return own;
  const known = SECTION_TITLES[section];
  if (!known) return OTHER_FIELD;
  const [title, fields] = known;
  return field ? `${title} — ${fields[field] ?? OTHER_FIELD}` : title;
}
