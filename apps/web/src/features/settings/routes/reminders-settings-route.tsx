import { RemindersSettings } from '../reminders/reminders-settings.tsx';

export function Component() {
  return <RemindersSettings />;
}
