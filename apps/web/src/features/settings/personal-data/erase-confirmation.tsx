import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PersonalDataHit } from '@plateau/contracts';

const count = (hits: PersonalDataHit[], place: PersonalDataHit['place']) =>
  hits.filter((hit) => hit.place === place).length;

/** The erasure's confirmation: what goes, what stays (the invoices) and that it cannot be undone. */
export function confirmErase(hits: PersonalDataHit[]): Promise<boolean> {
  const invoices = count(hits, 'INVOICE');
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Effacer les données de cette personne ?',
      centered: true,
      size: 'lg',
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Ses noms, adresses (réduites à la ville), immatriculations et les textes qui les contiennent
            seront remplacés par « Anonymisé », ses téléphones et e-mails supprimés :
          </Text>
          <List size="sm">
            <List.Item>
              {count(hits, 'FOLDER')} dossier(s) : dates, états, kilomètres et montants sont conservés pour
              les statistiques ;
            </List.Item>
            <List.Item>
              {count(hits, 'DOCUMENT')} photo(s) ou document(s) et les liens de suivi seront supprimés ;
            </List.Item>
            <List.Item>
              {count(hits, 'SMS')} SMS du journal, {count(hits, 'CUSTOMER')} fiche(s) client anonymisée(s).
            </List.Item>
          </List>
          {invoices > 0 && (
            <Text size="sm" fw={600}>
              {invoices} facture(s) ou avoir(s) sont conservés 10 ans (Code de commerce, art. L123-22) : leur
              contenu légal reste ; ils restent listés dans « Mes factures », marqués « Restreinte », et dans
              le FEC. La fiche du client qu’ils nomment est anonymisée et passe en lecture seule.
            </Text>
          )}
          <Text size="sm" c="red" fw={600}>
            Cette action est irréversible.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Effacer définitivement', cancel: 'Annuler' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
