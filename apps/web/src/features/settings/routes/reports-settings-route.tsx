import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="Les rapports programmés arrivent dans une prochaine version." />;
}
