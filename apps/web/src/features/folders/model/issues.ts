/** The sections of a folder, as the screen names them. */
const SECTION_LABELS: Record<string, string> = {
  customerPlace: "Lieu d'intervention",
  destinationPlace: 'Destination',
  missionIntervention: 'Mission',
  missionRelivraison: 'Relivraison',
  interventionDepannage: 'Dossier',
  vehicule: 'Véhicule à dépanner',
  attelage: 'Attelage supplémentaire',
  reportDepannage: 'Rapport',
  interventionReport: 'Intervention',
  relivraisonReport: 'Relivraison',
};

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What the contract refuses, one line per problem, named after the screen's sections. */
export function issueLines(issues: readonly Issue[]): string[] {
  const lines = issues.map((issue) => {
    const sections = issue.path.map((key) => SECTION_LABELS[String(key)]).filter(Boolean);
    return sections.length ? `${sections.join(' › ')} : ${issue.message}` : issue.message;
  });
  return [...new Set(lines)];
}
