import { z } from 'zod';
import { SMS_STATUSES } from '../administration/notifications.ts';

/**
 * Issue 20 §4.13: the customer's tracking link as the folder shows it (« Copier le lien »,
 * « Renvoyer le SMS »): the page's address, the phone an SMS goes to, and the latest SMS that
 * carried it. `url` is null when the folder has no mission yet.
 */
export const FolderTracking = z.object({
  url: z.string().nullable(),
  phone: z.string().nullable(),
  lastSms: z
    .object({
      status: z.enum(SMS_STATUSES),
      createdAt: z.iso.datetime(),
      sentAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type FolderTracking = z.infer<typeof FolderTracking>;

export const TRACKING_NO_MISSION_MESSAGE = "Le dossier n'a pas de mission : il n'a pas de lien de suivi.";
export const TRACKING_NO_PHONE_MESSAGE =
  "Aucun numéro de téléphone mobile du client : renseignez-le dans le lieu d'intervention, puis enregistrez.";
export const TRACKING_SMS_TOO_SOON_MESSAGE =
  "Le SMS de suivi vient d'être envoyé : attendez une minute avant de le renvoyer.";
/** The SMS the operator sends again; the account's name introduces it. */
export const trackingSmsText = (accountName: string, url: string) =>
  `${accountName} : suivez l'arrivée de votre dépanneur sur ${url}`;
