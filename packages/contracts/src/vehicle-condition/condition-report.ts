import { z } from 'zod';
import { dateTimeField, intField, signaturePngField, textField } from '../fields.ts';
import { AssistanceProviderCode } from '../referentials/codes.ts';
import { DamageDiagram } from './damage-diagram.ts';
import { PhotoSlot } from './required-photos.ts';

/** A mission's procès-verbal is taken twice: at pickup (« Arrivé sur place ») and at delivery. */
export const ConditionStage = ['pickup', 'delivery'] as const;
export type ConditionStage = (typeof ConditionStage)[number];
export const conditionStageLabels: Record<ConditionStage, string> = {
  pickup: 'Prise en charge',
  delivery: 'Livraison',
};

const signature = signaturePngField;

/** PUT /api/driver/missions/{id}/condition/{stage}: the PV as the driver filled it (sent again, it replaces). */
export const VehicleConditionRequest = z
  .object({
    plate: textField(20).nullable().default(null),
    vin: textField(17).nullable().default(null),
    mileage: intField(0, 2_000_000).nullable().default(null),
    /** In eighths of a tank, as the gauge reads. */
    fuelLevel: intField(0, 8).nullable().default(null),
    diagram: DamageDiagram,
    objectsLeft: textField(500).nullable().default(null),
    keys: textField(200).nullable().default(null),
    customerRemarks: textField(1000).nullable().default(null),
    /** The customer (or the receiver at delivery) was not there to sign: recorded as such. */
    customerAbsent: z.boolean().default(false),
    signerName: textField(100).nullable().default(null),
    signaturePng: signature.nullable().default(null),
    signedAt: dateTimeField,
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    /** Why required photos are missing (« client absent », « nuit, pas de lumière »…). */
    photosSkippedReason: textField(200).nullable().default(null),
  })
  .strict()
  .refine((pv) => pv.customerAbsent || (pv.signaturePng !== null && (pv.signerName ?? '') !== ''), {
    message: 'La signature et le nom du signataire sont obligatoires, ou cochez « absent »',
    path: ['signaturePng'],
  });
export type VehicleConditionRequest = z.infer<typeof VehicleConditionRequest>;

export const ConditionStageParams = z
  .object({
    id: z.coerce.number().int().min(1, 'Identifiant non valide').max(2_147_483_647, 'Identifiant non valide'),
    stage: z.enum(ConditionStage, { error: "Cette étape du procès-verbal n'existe pas" }),
  })
  .strict();

export const ConditionPhoto = z.object({ slot: z.enum(PhotoSlot), documentId: z.number().int() });
export type ConditionPhoto = z.infer<typeof ConditionPhoto>;

/** A PV as stored: what the driver sent (the signature as a data URL), when it reached the server. */
export const VehicleConditionReport = z.object({
  stage: z.enum(ConditionStage),
  plate: z.string().nullable(),
  vin: z.string().nullable(),
  mileage: z.number().int().nullable(),
  fuelLevel: z.number().int().nullable(),
  diagram: DamageDiagram,
  objectsLeft: z.string().nullable(),
  keys: z.string().nullable(),
  customerRemarks: z.string().nullable(),
  customerAbsent: z.boolean(),
  signerName: z.string().nullable(),
  signatureDataUrl: z.string().nullable(),
  signedAt: z.string(),
  recordedAt: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photosSkippedReason: z.string().nullable(),
});
export type VehicleConditionReport = z.infer<typeof VehicleConditionReport>;

/** GET /api/driver/missions/{id}/condition and each mission of GET /api/folders/{id}/vehicleCondition. */
export const MissionVehicleCondition = z.object({
  missionId: z.number().int(),
  requiredPhotos: z.array(z.enum(PhotoSlot)),
  photos: z.object({ pickup: z.array(ConditionPhoto), delivery: z.array(ConditionPhoto) }),
  pickup: VehicleConditionReport.nullable(),
  delivery: VehicleConditionReport.nullable(),
  /** Ids of the delivery marks the pickup lacked (new damage, drawn red). */
  newMarkIds: z.array(z.string()),
  damageReported: z.boolean(),
});
export type MissionVehicleCondition = z.infer<typeof MissionVehicleCondition>;
export const FolderVehicleCondition = z.array(MissionVehicleCondition);

/** GET/PUT /api/vehicleCondition/requiredPhotos: the account's list, and what each assisteur adds. */
export const RequiredPhotosSettings = z
  .object({
    account: z.array(z.enum(PhotoSlot, { error: "Cette photo n'existe pas" })).max(PhotoSlot.length),
    byAssisteur: z.partialRecord(
      z.enum(AssistanceProviderCode, { error: "Cet assisteur n'existe pas" }),
      z.array(z.enum(PhotoSlot, { error: "Cette photo n'existe pas" })).max(PhotoSlot.length),
    ),
  })
  .strict();
export type RequiredPhotosSettings = z.infer<typeof RequiredPhotosSettings>;

/** POST /api/folders/{id}/vehicleCondition/link: the customer's copy, a public page with an expiring token. */
export const ConditionLink = z.object({ url: z.string(), expiresAt: z.string() });
export type ConditionLink = z.infer<typeof ConditionLink>;
