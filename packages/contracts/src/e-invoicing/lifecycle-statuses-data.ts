/**
 * The life-cycle statuses of an e-invoice (French reform, « spécifications externes » of the tax
 * administration, CDAR messages UN/CEFACT D22B, codes 200–213). Data, not code: `from` dates each
 * entry so that a later version of the specifications starts a new period without rewriting the
 * past. `mandatory`: the four statuses that also reach the administration. `emitter`: who sends it.
 * (One public library numbers these differently; these are the administration's codes.)
 */
export type LifecycleEmitter = 'PA_EMETTRICE' | 'PA_RECEPTRICE' | 'PLATEFORME' | 'ACHETEUR' | 'VENDEUR';

export interface LifecycleStatusEntry {
  code: string;
  label: string;
  mandatory: boolean;
  emitter: LifecycleEmitter;
  from: string;
  until?: string;
}

const REFORM = '2026-09-01';

export const LIFECYCLE_STATUSES: readonly LifecycleStatusEntry[] = [
  { code: '200', label: 'Déposée', mandatory: true, emitter: 'PA_EMETTRICE', from: REFORM },
  { code: '201', label: 'Émise', mandatory: false, emitter: 'PA_EMETTRICE', from: REFORM },
  { code: '202', label: 'Reçue', mandatory: false, emitter: 'PA_RECEPTRICE', from: REFORM },
  { code: '203', label: 'Mise à disposition', mandatory: false, emitter: 'PA_RECEPTRICE', from: REFORM },
  { code: '204', label: 'Prise en charge', mandatory: false, emitter: 'ACHETEUR', from: REFORM },
  { code: '205', label: 'Approuvée', mandatory: false, emitter: 'ACHETEUR', from: REFORM },
  { code: '206', label: 'Approuvée partiellement', mandatory: false, emitter: 'ACHETEUR', from: REFORM },
  { code: '207', label: 'En litige', mandatory: false, emitter: 'ACHETEUR', from: REFORM },
  { code: '208', label: 'Suspendue', mandatory: false, emitter: 'ACHETEUR', from: REFORM },
  { code: '209', label: 'Complétée', mandatory: false, emitter: 'VENDEUR', from: REFORM },
  { code: '210', label: 'Refusée', mandatory: true, emitter: 'ACHETEUR', from: REFORM },
  { code: '211', label: 'Paiement transmis', mandatory: false, emitter: 'ACHETEUR', from: REFORM },
  { code: '212', label: 'Encaissée', mandatory: true, emitter: 'VENDEUR', from: REFORM },
  { code: '213', label: 'Rejetée', mandatory: true, emitter: 'PLATEFORME', from: REFORM },
];

export const LIFECYCLE_EMITTER_LABELS: Record<LifecycleEmitter, string> = {
  PA_EMETTRICE: 'Plateforme du vendeur',
  PA_RECEPTRICE: "Plateforme de l'acheteur",
  PLATEFORME: 'Plateforme (vendeur ou acheteur)',
  ACHETEUR: 'Acheteur',
  VENDEUR: 'Vendeur',
};

export interface LifecycleReasonEntry {
  code: string;
  label: string;
  /** The statuses this reason may come with. */
  statuses: readonly string[];
  from: string;
  until?: string;
}

const REFUSAL = ['210', '207', '208'] as const;
const REJECTION = ['213'] as const;

/** The official reason codes (a subset of the administration's list: the ones a tow business meets). */
export const LIFECYCLE_REASONS: readonly LifecycleReasonEntry[] = [
  { code: 'DOUBLON', label: 'Facture en doublon', statuses: REFUSAL, from: REFORM },
  { code: 'MONTANTTOTAL_ERR', label: 'Montant total erroné', statuses: REFUSAL, from: REFORM },
  { code: 'CALCUL_ERR', label: 'Erreur de calcul', statuses: REFUSAL, from: REFORM },
  { code: 'TX_TVA_ERR', label: 'Taux de TVA erroné', statuses: REFUSAL, from: REFORM },
  { code: 'NON_CONFORME', label: 'Facture non conforme', statuses: REFUSAL, from: REFORM },
  { code: 'DEST_ERR', label: 'Destinataire erroné', statuses: REFUSAL, from: REFORM },
  { code: 'TRANSAC_INC', label: 'Transaction inconnue', statuses: REFUSAL, from: REFORM },
  { code: 'CMD_ERR', label: 'Référence de commande erronée ou absente', statuses: REFUSAL, from: REFORM },
  { code: 'PU_ERR', label: 'Prix unitaire erroné', statuses: REFUSAL, from: REFORM },
  { code: 'QTE_ERR', label: 'Quantité erronée', statuses: REFUSAL, from: REFORM },
  { code: 'LIVR_INCOMP', label: 'Prestation incomplète', statuses: REFUSAL, from: REFORM },
  {
    code: 'REJ_SEMAN',
    label: 'Rejet sémantique : la facture ne respecte pas les règles',
    statuses: REJECTION,
    from: REFORM,
  },
  {
    code: 'REJ_UNI',
    label: 'Rejet pour doublon : la facture a déjà été déposée',
    statuses: REJECTION,
    from: REFORM,
  },
  { code: 'REJ_COH', label: 'Rejet pour incohérence des données', statuses: REJECTION, from: REFORM },
  {
    code: 'REJ_ADR',
    label: 'Rejet : adresse de facturation électronique inconnue',
    statuses: REJECTION,
    from: REFORM,
  },
  { code: 'IRR_SYNTAX', label: 'Fichier illisible (syntaxe XML)', statuses: REJECTION, from: REFORM },
  { code: 'IRR_TYPE_F', label: 'Type de fichier non accepté', statuses: REJECTION, from: REFORM },
];
