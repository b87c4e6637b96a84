import { NEXT_VERSION } from '../next-version.ts';
import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return <ScreenPlaceholder description={NEXT_VERSION} />;
}
