import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="La fiche client arrive dans une prochaine version." />;
}
