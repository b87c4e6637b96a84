import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="Les notifications SMS et les règles d'événements arrivent dans une prochaine version." />
  );
}
