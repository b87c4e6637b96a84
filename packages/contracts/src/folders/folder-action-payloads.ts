import { z } from 'zod';
import { JustificationDelaiCode, MotifAnnulationCode, RefusCode } from '../referentials/codes.ts';
import { ACCEPT_DELAY_MAX_MINUTES, AcceptanceTypeCode } from '../rules/acceptance.ts';
import { dateTime, entityId, shortText } from './fields.ts';

/** POST /api/folders/{id}/accept (spec 2 §3 Payloads). */
export const AcceptFolderRequest = z
  .object({
    type: z.enum(AcceptanceTypeCode),
    /** Minutes; below 0 or above delaiAvantJustification it needs a justification. */
    delaiIntervention: z
      .number()
      .int()
      .min(-ACCEPT_DELAY_MAX_MINUTES)
      .max(ACCEPT_DELAY_MAX_MINUTES)
      .nullish(),
    justificationDelai: z.enum(JustificationDelaiCode).nullish(),
    dateRdv: dateTime.nullish(),
    commentaireRdv: shortText(1000).nullish(),
    truckId: entityId.nullish(),
    agentId: entityId.nullish(),
  })
  .strict();
export type AcceptFolderRequest = z.infer<typeof AcceptFolderRequest>;

const detail = shortText(2000).nullish();

/** POST /api/folders/{id}/refuse: a REFUS motif. */
export const RefuseFolderRequest = z.object({ motif: z.enum(RefusCode), detail }).strict();
export type RefuseFolderRequest = z.infer<typeof RefuseFolderRequest>;

/** POST /api/folders/{id}/cancel: a MOTIF_ANNULATION motif. */
export const CancelFolderRequest = z.object({ motif: z.enum(MotifAnnulationCode), detail }).strict();
export type CancelFolderRequest = z.infer<typeof CancelFolderRequest>;

/** POST /api/folders/{id}/dpr ('deplacement pour rien'): why the trip was wasted. */
export const DeplacementPourRienRequest = z
  .object({ motif: shortText(500).min(1, 'Indiquez le motif du déplacement pour rien'), detail })
  .strict();
export type DeplacementPourRienRequest = z.infer<typeof DeplacementPourRienRequest>;
