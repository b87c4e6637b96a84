import { AccountingSettings } from '../accounting/accounting-settings.tsx';

/** /settings/accounting: the user's own account's referentials. */
export function Component() {
  return <AccountingSettings />;
}
