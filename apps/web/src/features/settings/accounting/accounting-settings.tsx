import { Tabs } from '@mantine/core';
import {
  Article,
  ARTICLE_ACCOUNT_FIELDS,
  Famille,
  formatEuros,
  PaymentMode,
  PaymentType,
  Tva,
} from '@plateau/contracts';
import { ArticleFields } from './article-fields.tsx';
import { FamilleFields, PaymentModeFields, PaymentTypeFields, TvaFields } from './referential-forms.tsx';
import { ReferentialTab } from './referential-tab.tsx';

const pick = <R extends object>(row: R, fields: readonly (keyof R)[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));
const euros = (amount: string) => formatEuros(Number(amount));
const compte = (code: string | null) => code ?? 'Sans compte';

const TVA_FIELDS = [
  'code',
  'nom',
  'taux',
  'compteCollecteCode',
  'compteDeductibleCode',
  'codeJournal',
  'regimeTva',
] as const;
const ARTICLE_FIELDS = [
  'code',
  'nom',
  'montantHT',
  'tvaId',
  'famille1Id',
  'famille2Id',
  ...ARTICLE_ACCOUNT_FIELDS,
] as const;

/**
 * 'Paramétrage de la comptabilité' (spec 3 §2): a tab per referential. Rendered by
 * /settings/accounting for the user's own account, and by the /accounts/{id} 'Comptabilité' tab
 * with the managed account's id.
 */
export function AccountingSettings({ accountId }: { accountId?: number }) {
  return (
    <Tabs defaultValue="articles" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="articles">Articles</Tabs.Tab>
        <Tabs.Tab value="tva">TVA</Tabs.Tab>
        <Tabs.Tab value="modes">Modes de règlement</Tabs.Tab>
        <Tabs.Tab value="types">Types de règlement</Tabs.Tab>
        <Tabs.Tab value="familles">Familles</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="articles">
        <ReferentialTab
          endpoint={{ path: '/api/articles', row: Article }}
          accountId={accountId}
          title="Article"
          columns={[
            { accessor: 'code', title: 'Code' },
            { accessor: 'nom', title: 'Libellé' },
            {
              accessor: 'montantHT',
              title: 'Montant HT',
              textAlign: 'right',
              render: (a) => euros(a.montantHT),
            },
            { accessor: 'codeTva', title: 'TVA', render: (a) => a.codeTva ?? 'Sans TVA' },
            {
              accessor: 'montantTTC',
              title: 'Montant TTC',
              textAlign: 'right',
              render: (a) => euros(a.montantTTC),
            },
          ]}
          empty={{ code: null, nom: null, montantHT: '0', tvaId: null, famille1Id: null, famille2Id: null }}
          draftOf={(row) => pick(row, ARTICLE_FIELDS)}
          Fields={ArticleFields}
        />
      </Tabs.Panel>
      <Tabs.Panel value="tva">
        <ReferentialTab
          endpoint={{ path: '/api/tva', row: Tva }}
          accountId={accountId}
          title="TVA"
          columns={[
            { accessor: 'nom', title: 'Nom' },
            { accessor: 'codeCompte', title: 'Compte', render: (t) => compte(t.codeCompte) },
            { accessor: 'codeJournal', title: 'Code journal' },
          ]}
          empty={{ code: null, nom: null, taux: null, regimeTva: 'TVA_FRANCE' }}
          draftOf={(row) => pick(row, TVA_FIELDS)}
          Fields={TvaFields}
        />
      </Tabs.Panel>
      <Tabs.Panel value="modes">
        <ReferentialTab
          endpoint={{ path: '/api/modeReglements', row: PaymentMode }}
          accountId={accountId}
          title="Mode de règlement"
          columns={[{ accessor: 'nom', title: 'Nom' }]}
          empty={{ nom: null, commentaire: null, nombreJours: null, finMois: false, jourPaiement: null }}
          draftOf={(row) => pick(row, ['nom', 'commentaire', 'nombreJours', 'finMois', 'jourPaiement'])}
          Fields={PaymentModeFields}
        />
      </Tabs.Panel>
      <Tabs.Panel value="types">
        <ReferentialTab
          endpoint={{ path: '/api/typeReglements', row: PaymentType }}
          accountId={accountId}
          title="Type de règlement"
          columns={[
            { accessor: 'nom', title: 'Nom' },
            { accessor: 'codeCompte', title: 'Compte', render: (t) => compte(t.codeCompte) },
            { accessor: 'codeJournal', title: 'Code journal' },
          ]}
          empty={{ nom: null, codeJournal: null, codeCompte: null }}
          draftOf={(row) => pick(row, ['nom', 'codeJournal', 'codeCompte'])}
          Fields={PaymentTypeFields}
        />
      </Tabs.Panel>
      <Tabs.Panel value="familles">
        <ReferentialTab
          endpoint={{ path: '/api/familles', row: Famille }}
          accountId={accountId}
          title="Famille"
          columns={[
            { accessor: 'code', title: 'Code' },
            { accessor: 'nom', title: 'Nom' },
          ]}
          empty={{ code: null, nom: null }}
          draftOf={(row) => pick(row, ['code', 'nom'])}
          Fields={FamilleFields}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
