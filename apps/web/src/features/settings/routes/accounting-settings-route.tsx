import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="Les référentiels comptables arrivent dans une prochaine version." />;
}
