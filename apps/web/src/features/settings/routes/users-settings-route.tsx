import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="La gestion des utilisateurs arrive dans une prochaine version." />;
}
