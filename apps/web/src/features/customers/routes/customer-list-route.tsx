import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="La liste des clients arrive dans une prochaine version." />;
}
