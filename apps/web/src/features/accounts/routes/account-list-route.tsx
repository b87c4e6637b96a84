import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="La liste des comptes clients arrive dans une prochaine version." />;
}
