import { useAccount } from '../../../lib/account.ts';

/** An assisteur only reads folders (spec 2 §6); until the account is known, nothing is offered for writing. */
export function useIsAssisteur(): boolean {
  return useAccount().data?.isAssisteur !== false;
}
