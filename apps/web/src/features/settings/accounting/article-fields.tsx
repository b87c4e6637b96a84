import { Divider, SimpleGrid, TextInput } from '@mantine/core';
import { computeMontantTTC, Famille, Tva } from '@plateau/contracts';
import { useReferentialPicker } from './referential-api.ts';
import { DraftDecimal, DraftSelect, DraftText } from './field-inputs.tsx';
import type { FieldsProps } from './referential-tab.tsx';

const ACCOUNTS = [
  ['TvaCodeCompte', 'TVA France'],
  ['TvaDOMCodeCompte', 'TVA DOM'],
  ['TvaExportCodeCompte', 'Export'],
  ['TvaIntraCommunautaireCodeCompte', 'Intracommunautaire'],
  ['SansTvaCodeCompte', 'Sans TVA'],
] as const;

/** An article; its TTC follows HT and the VAT code as the user types (the server computes the same). */
export function ArticleFields(p: FieldsProps) {
  const tvas = useReferentialPicker({ path: '/api/tva', row: Tva }, p.accountId);
  const familles = useReferentialPicker({ path: '/api/familles', row: Famille }, p.accountId);
  const taux = tvas.data?.find((tva) => tva.id === p.draft.tvaId)?.taux ?? null;
  const ht = p.draft.montantHT as string | null;
  const ttc = ht ? computeMontantTTC(ht, taux) : null;
  const familleOptions = (familles.data ?? []).map((f) => ({ value: String(f.id), label: f.nom }));
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <DraftText p={p} field="code" label="Code" required />
        <DraftText p={p} field="nom" label="Libellé" required />
        <DraftDecimal p={p} field="montantHT" label="Montant HT (€)" />
        <DraftSelect
          p={p}
          field="tvaId"
          label="TVA"
          noneLabel="Sans TVA"
          options={(tvas.data ?? []).map((tva) => ({ value: String(tva.id), label: tva.nom }))}
        />
        <TextInput label="Montant TTC (€)" readOnly variant="filled" value={ttc?.replace('.', ',') ?? ''} />
        <div />
        <DraftSelect p={p} field="famille1Id" label="Famille 1" noneLabel="Aucune" options={familleOptions} />
        <DraftSelect p={p} field="famille2Id" label="Famille 2" noneLabel="Aucune" options={familleOptions} />
      </SimpleGrid>
      <Divider label="Comptes de vente" labelPosition="left" />
      <SimpleGrid cols={3} spacing="sm">
        {ACCOUNTS.map(([suffix, label]) => (
          <DraftText key={suffix} p={p} field={`vente${suffix}`} label={label} />
        ))}
      </SimpleGrid>
      <Divider label="Comptes d'achat" labelPosition="left" />
      <SimpleGrid cols={3} spacing="sm">
        {ACCOUNTS.map(([suffix, label]) => (
          <DraftText key={suffix} p={p} field={`achat${suffix}`} label={label} />
        ))}
      </SimpleGrid>
    </>
  );
}
