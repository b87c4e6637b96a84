import type { ConditionStage } from './condition-report.ts';

/**
 * Who a PV's public link went to: the customer by SMS or e-mail once the PV is signed, the assisteur with
 * the report, or the operator who copied it from the folder.
 */
export const ConditionLinkChannel = ['SMS', 'EMAIL', 'ASSISTEUR', 'OPERATOR'] as const;
export type ConditionLinkChannel = (typeof ConditionLinkChannel)[number];

/** A PV's link opens its PDF this long after it is made. */
export const CONDITION_LINK_DAYS = 30;

export const conditionLinkExpiry = (now: Date) => new Date(now.getTime() + CONDITION_LINK_DAYS * 86_400_000);

const stageWords: Record<ConditionStage, string> = {
  pickup: 'de prise en charge',
  delivery: 'de livraison',
};

/** The SMS carrying the customer's copy. */
export const conditionCopySmsText = (
  accountName: string,
  stage: ConditionStage,
  plate: string | null,
  url: string,
) =>
  `${accountName} : le procès-verbal ${stageWords[stage]} de votre véhicule${plate ? ` ${plate}` : ''} est à consulter sur ${url}`;

/** The e-mail carrying the customer's copy. */
export const conditionCopyMail = (
  accountName: string,
  stage: ConditionStage,
  plate: string | null,
  url: string,
) => ({
  subject: `${accountName} : procès-verbal ${stageWords[stage]} de votre véhicule${plate ? ` ${plate}` : ''}`,
  text:
    `Bonjour,\n\nVoici le procès-verbal ${stageWords[stage]} de votre véhicule${plate ? ` ${plate}` : ''} : l'état constaté, ` +
    `les photos et les signatures.\nIl est à consulter et à télécharger à cette adresse, valable ${CONDITION_LINK_DAYS} jours :\n` +
    `${url}\n\nCordialement,\n${accountName}`,
});
