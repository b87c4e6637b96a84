import { TariffsSettings } from '../pricing/tariffs-settings.tsx';

export function Component() {
  return <TariffsSettings />;
}
