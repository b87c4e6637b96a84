import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="La liste des lieux favoris arrive dans une prochaine version." />;
}
