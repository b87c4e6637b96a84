import { ConnectorsSettings } from '../connectors/connectors-settings.tsx';

export function Component() {
  return <ConnectorsSettings />;
}
