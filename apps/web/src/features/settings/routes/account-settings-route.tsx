import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="Les informations du compte et le paramétrage des missions arrivent dans une prochaine version." />
  );
}
