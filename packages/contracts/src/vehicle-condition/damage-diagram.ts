import { z } from 'zod';
import { intField, textField } from '../fields.ts';

/**
 * The damage diagram, shared by the driver's procès-verbal (pickup and delivery) and the yard's
 * condition sheet: a general state and marks placed on drawings of the vehicle. A position is
 * relative to the drawing, in integers per mille (0–1000) so it survives any screen size and
 * never carries a binary float into the database.
 */
export const DamageView = ['top', 'left', 'right', 'front', 'back'] as const;
export type DamageView = (typeof DamageView)[number];
export const damageViewLabels: Record<DamageView, string> = {
  top: 'Vue de dessus',
  left: 'Côté gauche',
  right: 'Côté droit',
  front: 'Avant',
  back: 'Arrière',
};

export const DamageKind = ['rayure', 'enfoncement', 'bris', 'manquant'] as const;
export type DamageKind = (typeof DamageKind)[number];
export const damageKindLabels: Record<DamageKind, string> = {
  rayure: 'Rayure',
  enfoncement: 'Enfoncement',
  bris: 'Bris',
  manquant: 'Élément manquant',
};

export const GeneralState = ['bon_etat', 'degrade', 'dommages_graves'] as const;
export type GeneralState = (typeof GeneralState)[number];
export const generalStateLabels: Record<GeneralState, string> = {
  bon_etat: 'Bon état',
  degrade: 'Dégradé',
  dommages_graves: 'Dommages graves',
};

/** Most marks a diagram holds: more is not a diagram any more but a wreck (« dommages graves »). */
export const MAX_DAMAGE_MARKS = 60;
/** A mark's id is made by the client (offline): letters, digits and dashes. */
export const DamageMarkId = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Identifiant de dommage non valide');

export const DamageMark = z
  .object({
    id: DamageMarkId,
    view: z.enum(DamageView, { error: "Cette vue du véhicule n'existe pas" }),
    /** Per mille of the drawing's width, from the left. */
    x: intField(0, 1000),
    /** Per mille of the drawing's height, from the top. */
    y: intField(0, 1000),
    kind: z.enum(DamageKind, { error: "Ce type de dommage n'existe pas" }),
    note: textField(200).nullable().default(null),
    /**
     * The id of the photo taken of this damage (a folder document), if any. The server fills it from
     * the photos it received for the mark (the client's value is never kept).
     */
    photoId: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type DamageMark = z.infer<typeof DamageMark>;

export const DamageDiagram = z
  .object({
    generalState: z.enum(GeneralState, { error: "Cet état général n'existe pas" }),
    marks: z
      .array(DamageMark)
      .max(MAX_DAMAGE_MARKS, `Au plus ${MAX_DAMAGE_MARKS} dommages`)
      .refine((marks) => new Set(marks.map((m) => m.id)).size === marks.length, {
        message: 'Un dommage figure deux fois',
      }),
  })
  .strict();
export type DamageDiagram = z.infer<typeof DamageDiagram>;

export const emptyDamageDiagram = (): DamageDiagram => ({ generalState: 'bon_etat', marks: [] });

/** The French words of a mark, as a list, the PDF and a screen reader say it. */
export const describeDamageMark = (mark: Pick<DamageMark, 'view' | 'kind' | 'note'>): string =>
  `${damageKindLabels[mark.kind]} — ${damageViewLabels[mark.view]}${mark.note ? ` : ${mark.note}` : ''}`;
