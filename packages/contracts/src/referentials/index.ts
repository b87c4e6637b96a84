import { z } from 'zod';
import * as c from './codes.ts';
import * as l from './labels.ts';
import { faitGenerateurEntries } from './fait-generateur.ts';

export * from './codes.ts';
export * from './labels.ts';

export const ReferentialEntry = z.object({ ref: z.string(), label: z.string() });
export type ReferentialEntry = z.infer<typeof ReferentialEntry>;
export const ReferentialList = z.array(ReferentialEntry);

const entries = <T extends readonly string[]>(codes: T, labels: { readonly [K in T[number]]: string }) =>
  codes.map((ref: T[number]) => ({ ref, label: labels[ref] }));

/** The static reference lists, in display order. ACCOUNT depends on the caller and is built by the server. */
export const staticReferentials = {
  FOLDER_STATE: entries(c.FolderStateCode, l.folderStateLabels),
  MISSION_STATE: entries(c.MissionStateCode, l.missionStateLabels),
  STATUT_VALORISATION: entries(c.ValorisationStateCode, l.valorisationStateLabels),
  BUSINESS_NATURE: entries(c.BusinessNatureCode, l.businessNatureLabels),
  ASSISTANCE_PROVIDER: entries(c.AssistanceProviderCode, l.assistanceProviderLabels),
  CREATION_ORIGINE: entries(c.CreationOrigineCode, l.creationOrigineLabels),
  JUSTIFICATION_DELAI: entries(c.JustificationDelaiCode, l.justificationDelaiLabels),
  REFUS: entries(c.RefusCode, l.refusLabels),
  MOTIF_ANNULATION: entries(c.MotifAnnulationCode, l.motifAnnulationLabels),
  TYPOLOGIE: entries(c.TypologieCode, l.typologieLabels),
  FAIT_GENERATEUR: faitGenerateurEntries,
  APPELANT: entries(c.AppelantCode, l.appelantLabels),
  NATURE_INTERVENTION: entries(c.NatureInterventionCode, l.natureInterventionLabels),
  ROLE: entries(c.RoleCode, l.roleLabels),
  REGIME_TVA: entries(c.RegimeTvaCode, l.regimeTvaLabels),
} as const satisfies Record<string, ReferentialEntry[]>;

export const ReferentialKey = z.enum([
  ...(Object.keys(staticReferentials) as Array<keyof typeof staticReferentials>),
  'ACCOUNT',
]);
export type ReferentialKey = z.infer<typeof ReferentialKey>;
export const AllReferentials = z.record(z.string(), ReferentialList);

export const labelOf = (list: readonly ReferentialEntry[], ref: string | null | undefined) =>
  list.find((e) => e.ref === ref)?.label ?? ref ?? '';
