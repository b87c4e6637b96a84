import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function Component() {
  return (
    <ScreenPlaceholder description="Le paramétrage d'un compte client (Compte, Utilisateurs, Notifications, Connecteurs, Rapports, Comptabilité) arrive dans une prochaine version." />
  );
}
