import { AccountSettings } from '../account/account-settings.tsx';

export function Component() {
  return <AccountSettings />;
}
