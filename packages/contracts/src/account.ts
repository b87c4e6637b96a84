import { z } from 'zod';
import { idParam } from './fields.ts';
import {
  AssistanceProviderCode,
  BusinessNatureCode,
  RoleCode,
  type BusinessNature,
} from './referentials/codes.ts';

export const BusinessNatureSchema = z.enum(BusinessNatureCode);
export const AssistanceProviderSchema = z.enum(AssistanceProviderCode);

export const Address = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  label: z.string().nullable(),
  descriptionLieu: z.string().nullable(),
});
export type Address = z.infer<typeof Address>;

export const Account = z.object({
  id: z.number().int(),
  name: z.string(),
  businessNature: BusinessNatureSchema,
  assistanceProvider: AssistanceProviderSchema.nullable(),
  place: Address.nullable(),
  nomadConfiguration: z.object({ id: z.number().int() }),
  ttwActive: z.boolean(),
  nomadActive: z.boolean(),
  praxedoActive: z.boolean(),
  isNomad: z.boolean(),
  isAssisteur: z.boolean(),
  isSupervisor: z.boolean(),
  /** The signed-in user's role in the account: the web app hides the settings from an OPERATEUR. */
  role: z.enum(RoleCode),
});
export type Account = z.infer<typeof Account>;

/** Derived flags (spec 1, section 1): one definition for the server and the web app. */
export function accountFlags(a: { businessNature: BusinessNature; nomadConfigurationId: number }) {
  return {
    isNomad: a.nomadConfigurationId > 0,
    isAssisteur: a.businessNature === 'ASSISTEUR',
    isSupervisor: a.businessNature === 'SUPERVISOR',
  };
}

export const AccountIdParams = z.object({ id: idParam }).strict();

/** GET /api/account/interventionAverageArrivalMinute and …OnPlaceMinute: a number of minutes. */
export const AverageMinutes = z.number().int().min(0);
/** GET /api/account/headQuarterPlace: the account's address, null when it has none. */
export const HeadQuarterPlace = Address.nullable();
