import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="La liste des objets connectés, leur santé et leur position arrivent dans une prochaine version." />
  );
}
