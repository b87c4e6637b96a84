/**
 * The labels the forms give to the API's fields, so that a refusal names the field as the user
 * sees it (« Téléphone » (Siège social)), never its path (legalEntity.headQuarterPlace.contactPhone).
 */
const FIELD_LABELS: Record<string, string> = {
  username: 'Identifiant',
  password: 'Mot de passe',
  login: 'Identifiant',
  name: 'Nom',
  nom: 'Nom',
  code: 'Code',
  label: 'Libellé',
  companyName: 'Société',
  zoneId: 'Identifiant de zone',
  codeInsee: 'Code INSEE',
  line1: 'Adresse',
  line2: "Complément d'adresse",
  line3: "Complément d'adresse",
  address: 'Adresse',
  zipCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  latitude: 'Latitude',
  longitude: 'Longitude',
  descriptionLieu: 'Adresse',
  contactName: 'Nom',
  contactFirstname: 'Prénom',
  contactPhone: 'Téléphone',
  contactEmail: 'E-mail',
  email: 'E-mail',
  phone: 'Téléphone',
  date: 'Date',
  regimeTva: 'Régime de TVA',
  defaultTvaId: 'TVA par défaut',
  tvaIntracommunautaire: 'N° de TVA intracommunautaire',
  siren: 'SIREN',
  iban: 'IBAN',
  bic: 'BIC',
  prefixFacture: 'Préfixe des factures',
  prefixCustomer: 'Préfixe des clients',
  modeReglementId: 'Mode de règlement',
  typeReglementId: 'Type de règlement',
  externalNumber: 'N° de dossier assisteur',
  origineNumber: "N° d'origine",
  assistanceProvider: 'Assisteur',
  externalMissionNo: 'N° de mission',
  missionDateTime: 'Date de la mission',
  contactInfo: 'Contact sur place',
  text: 'Texte',
  truckId: 'Camion',
  agentId: 'Agent',
  immatriculation: 'Immatriculation',
  marque: 'Marque',
  modele: 'Modèle',
  niveauCarburant: 'Niveau de carburant',
  dateMiseEnCirculation: 'Date de mise en circulation',
  kmPrevus: 'Km prévus',
  occupants: 'Occupants',
  commentaire: 'Commentaire',
  montantHT: 'Montant HT',
};

const SECTION_LABELS: Record<string, string> = {
  legalEntity: 'Entité juridique',
  headQuarterPlace: 'Adresse principale',
  facturationPlace: 'Adresse de facturation',
  contactPlace1: 'Contact 1',
  contactPlace2: 'Contact 2',
  place: 'Adresse',
  customerPlace: "Lieu d'intervention",
  destinationPlace: 'Destination',
  missionIntervention: 'Mission',
  missionRelivraison: 'Relivraison',
  interventionDepannage: 'Dossier',
  vehicule: 'Véhicule à dépanner',
  attelage: 'Attelage supplémentaire',
  reportDepannage: 'Rapport',
  client: 'Client',
  articles: 'Articles',
};

/** The account's head office is its « Siège social »; a customer's, its « Adresse principale ». */
const sectionLabel = (segment: string, parent: string | undefined) =>
  segment === 'headQuarterPlace' && parent === 'legalEntity' ? 'Siège social' : SECTION_LABELS[segment];

/**
 * « Téléphone » (Siège social) for legalEntity.headQuarterPlace.contactPhone; null when the field
 * has no known label (the caller then names it as it can).
 */
export function fieldLabelOf(path: ReadonlyArray<string | number>): string | null {
  const names = path.filter((segment): segment is string => typeof segment === 'string');
  const leaf = names.at(-1);
  if (!leaf) return null;
  const label = FIELD_LABELS[leaf] ?? (SECTION_LABELS[leaf] ? sectionLabel(leaf, names.at(-2)) : undefined);
  if (!label) return null;
  const parent = names.length > 1 && FIELD_LABELS[leaf] ? names.at(-2)! : undefined;
  const section = parent ? sectionLabel(parent, names.at(-3)) : undefined;
  const line = typeof path.at(-2) === 'number' ? ` (ligne ${Number(path.at(-2)) + 1})` : '';
  return section ? `« ${label} » (${section})${line}` : `« ${label} »${line}`;
}
