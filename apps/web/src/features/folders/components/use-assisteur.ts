import { useAccount } from '../../../lib/account.ts';

/** An assisteur only reads folders (spec 2 §6); until the account is known, nothing is offered for writing. */
export function useIsAssisteur(): boolean {
  return useAccount().data?.isAssisteur !== false;
}

/**
 * Who may write folders: an operator. An assisteur reads its provider's folders; a supervisor
 * reads those of the accounts it manages and acts by opening the account (issue 12 §16).
 * Until the account is known, nothing is offered for writing.
 */
export function useFolderAccess() {
  const account = useAccount().data;
  const isAssisteur = account?.isAssisteur !== false;
  const isSupervisor = account?.isSupervisor === true;
  return { isAssisteur, isSupervisor, canWrite: !!account && !isAssisteur && !isSupervisor };
}
