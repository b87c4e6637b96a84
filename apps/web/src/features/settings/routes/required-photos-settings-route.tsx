import { RequiredPhotosSettingsCard } from '../required-photos/required-photos-settings.tsx';

export function Component() {
  return <RequiredPhotosSettingsCard />;
}
