import { UsersSettings } from '../users/users-settings.tsx';

export function Component() {
  return <UsersSettings />;
}
