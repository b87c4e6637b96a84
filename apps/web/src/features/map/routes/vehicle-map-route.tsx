import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="La carte des véhicules et des missions arrive dans une prochaine version." />
  );
}
