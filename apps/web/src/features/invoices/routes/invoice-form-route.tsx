import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description="La saisie des factures arrive dans une prochaine version." />;
}
