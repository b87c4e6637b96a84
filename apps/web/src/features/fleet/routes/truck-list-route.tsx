import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="La liste des véhicules et leur synchronisation Webfleet arrivent dans une prochaine version." />
  );
}
