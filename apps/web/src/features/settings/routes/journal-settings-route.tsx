import { JournalSettings } from '../journal/journal-settings.tsx';

export function Component() {
  return <JournalSettings />;
}
