import { NotificationsSettings } from '../notifications/notifications-settings.tsx';

export function Component() {
  return <NotificationsSettings />;
}
