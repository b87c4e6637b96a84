import { ReportsSettings } from '../reports/reports-settings.tsx';

export function Component() {
  return <ReportsSettings />;
}
