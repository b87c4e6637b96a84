import { z } from 'zod';
import { idField, rawTextField, textField } from '../fields.ts';
import { RoleCode } from '../referentials/codes.ts';
import {
  isAcceptedPasswordHash,
  isValidLogin,
  LOGIN_INVALID_MESSAGE,
  PASSWORD_HASH_MESSAGE,
} from '../rules/password-hash.ts';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../rules/phone-email.ts';

export const RoleSchema = z.enum(RoleCode, { error: 'Rôle non valide' });
export type Role = z.infer<typeof RoleSchema>;

/** A user of an account (spec 3 §3 User): `name` is the login; the password hash never leaves the server. */
export const AccountUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: RoleSchema,
  /** A CHAUFFEUR's agent (driver) and default truck (issue 21). */
  agentId: z.number().int().nullable(),
  truckId: z.number().int().nullable(),
});
export type AccountUser = z.infer<typeof AccountUser>;
export const AccountUserList = z.array(AccountUser);

const login = textField(100).refine(isValidLogin, LOGIN_INVALID_MESSAGE);
const email = textField(200).refine(isValidEmail, EMAIL_INVALID_MESSAGE).nullable();
const passwordHash = rawTextField(100).refine(isAcceptedPasswordHash, PASSWORD_HASH_MESSAGE);

const driverLinks = { agentId: idField.nullable().optional(), truckId: idField.nullable().optional() };
export const NewAccountUser = z
  .object({ name: login, email, role: RoleSchema, passwordHash, ...driverLinks })
  .strict();
export const ChangedAccountUser = z
  .object({ id: idField, name: login, email, role: RoleSchema, passwordHash, ...driverLinks })
  .partial()
  .required({ id: true })
  .strict();

/** PATCH /api/accounts/{id}/users: the changes to the list, applied together or not at all. */
export const AccountUsersPatch = z
  .object({
    added: z.array(NewAccountUser).max(100).default([]),
    changed: z.array(ChangedAccountUser).max(100).default([]),
    removed: z.array(idField).max(100).default([]),
  })
  .strict();
export type AccountUsersPatch = z.infer<typeof AccountUsersPatch>;

/** GET /api/accounts/check-login?login= */
export const CheckLoginQuery = z
  .object({ login: textField(100).min(1, 'Le login est obligatoire') })
  .strict();
export const CheckLoginResult = z.object({ exists: z.boolean(), id: z.number().int().nullable() });
export type CheckLoginResult = z.infer<typeof CheckLoginResult>;

export const LOGIN_TAKEN_MESSAGE = 'Ce login est déjà utilisé.';
export const LOGIN_CHECK_FAILED_MESSAGE = 'Erreur lors de la vérification du login.';
export const LAST_ADMIN_MESSAGE = 'Le compte doit garder au moins un administrateur';
export const SELF_REMOVAL_MESSAGE = 'Vous ne pouvez pas supprimer votre propre utilisateur';
