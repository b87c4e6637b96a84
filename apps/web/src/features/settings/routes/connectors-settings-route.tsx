import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="Le paramétrage des connecteurs arrive dans une prochaine version." />
  );
}
