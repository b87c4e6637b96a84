import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BACKOFFICE_ONLY_MESSAGE, ErrorCode, type Account } from '@plateau/contracts';
import { accountQuery } from '../../../lib/account.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { requestPasswordToken } from '../../../lib/oauth.ts';
import { clearSession, saveSignedInSession, sessionFromToken } from '../../../lib/session.ts';
import '../../../lib/query-meta.ts';

export const WRONG_CREDENTIALS_MESSAGE = "L'identifiant ou le mot de passe est incorrect";
export const SIGN_IN_FAILED_MESSAGE =
  "Une erreur est survenue lors de l'appel au serveur. Renouvelez votre demande dans quelques instants. Si le problème persiste, veuillez contacter le support.";

/**
 * Wrong credentials are named as such; a locked login (429) and a refused form (400
 * invalid_request: empty fields, too long a login) get the server's own French message;
 * anything else, the generic one.
 */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SIGN_IN_FAILED_MESSAGE;
  // A driver (CHAUFFEUR) signs in to the driver app only: the server says where.
  if (error.status === 403 && error.description === BACKOFFICE_ONLY_MESSAGE) return error.description;
  if (error.status === 400 && error.error === ErrorCode.invalidGrant) return WRONG_CREDENTIALS_MESSAGE;
  const explained =
    error.status === 429 || (error.status === 400 && error.error === ErrorCode.invalidRequest);
  return explained && error.description.trim() ? error.description : SIGN_IN_FAILED_MESSAGE;
}

export interface Credentials {
  username: string;
  password: string;
}

/** What the server's build is: the same for every user, kept across a sign-in (the login page shows it). */
const isBuildInfo = (queryKey: readonly unknown[]) => queryKey[0] === 'actuator';

/**
 * Stores the session, then reads the account: where the user lands depends on its business nature.
 * `alongsideAccount` starts what the landing screen will need while the account is read.
 */
export function useSignIn(alongsideAccount?: (account: Promise<Account | undefined>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, password }: Credentials) => {
      const token = await requestPasswordToken(username, password);
      // Nothing of a previous session survives (its account, its lists), except the server's build.
      queryClient.removeQueries({ predicate: (query) => !isBuildInfo(query.queryKey) });
      queryClient.getMutationCache().clear();
      saveSignedInSession(sessionFromToken(token));
      const account = readAccount();
      alongsideAccount?.(account.catch(() => undefined));
      return account;
    },
    meta: { reportErrors: false, busyLabel: 'Connexion...' },
  });

  function readAccount(): Promise<Account | undefined> {
    return queryClient.fetchQuery(accountQuery).catch((error: unknown) => {
      if (
        error instanceof ApiError &&
        error.status === 403 &&
        error.description === BACKOFFICE_ONLY_MESSAGE
      ) {
        clearSession('signed-out');
        throw error;
      }
      return undefined;
    });
  }
}
