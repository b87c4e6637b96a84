import { PersonalDataSettings } from '../personal-data/personal-data-settings.tsx';

export function Component() {
  return <PersonalDataSettings />;
}
