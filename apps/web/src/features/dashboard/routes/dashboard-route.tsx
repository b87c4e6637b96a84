import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="Les statistiques par véhicule et par assisteur arrivent dans une prochaine version." />
  );
}
