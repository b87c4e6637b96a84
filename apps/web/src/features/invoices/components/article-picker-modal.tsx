import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  computeInvoiceAmounts,
  formatCents,
  formatEuros,
  MAX_QUANTITY,
  type Article,
} from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useArticles, useFamilles, useVatRates } from '../api/get-accounting.ts';
import { lineKey, type DraftLine } from '../model/invoice-draft.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

const ALL = 'all';
const NO_VAT = 'none';
const empty = (): DraftLine => ({
  key: lineKey(),
  articleId: null,
  code: '',
  nom: '',
  quantity: 1,
  montantHT: 0,
  tvaId: null,
  discountPercent: null,
  discountAmount: null,
  creditedLineId: null,
});

/** 'Ajout d'article' (spec 3 §2): families, the catalogue, and the line as it will be added. */
export function ArticlePickerModal({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (line: DraftLine) => void;
}) {
  const [famille1, setFamille1] = useState<string>(ALL);
  const [famille2, setFamille2] = useState<string>(ALL);
  const [line, setLine] = useState<DraftLine>(empty);
  const familles = useFamilles();
  const rates = useVatRates();
  const articles = useArticles(
    famille1 === ALL ? null : Number(famille1),
    famille2 === ALL ? null : Number(famille2),
  );
  const familyOptions = [
    { value: ALL, label: 'Toutes familles' },
    ...(familles.data ?? []).map((f) => ({ value: String(f.id), label: f.nom })),
  ];
  const vatOptions = [
    { value: NO_VAT, label: 'Sans TVA' },
    ...(rates.data ?? []).map((r) => ({ value: String(r.id), label: r.nom })),
  ];
  const taux = rates.data?.find((r) => r.id === line.tvaId)?.taux ?? null;
  const ttc = computeInvoiceAmounts([
    { quantity: line.quantity || 0, unitHT: line.montantHT || 0, taux },
  ]).totalTTCCents;
  const pick = (a: Article) =>
    setLine({
      ...line,
      articleId: a.id,
      code: a.code,
      nom: a.nom,
      montantHT: Number(a.montantHT),
      tvaId: a.tvaId,
    });
  const set = (change: Partial<DraftLine>) => setLine({ ...line, ...change });
  const add = () => {
    onAdd(line);
    setLine(empty());
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Ajout d'article" size="xl">
      <Stack>
        <Group grow>
          <Select
            label="Famille 1"
            data={familyOptions}
            value={famille1}
            onChange={(v) => setFamille1(v ?? ALL)}
            allowDeselect={false}
          />
          <Select
            label="Famille 2"
            data={familyOptions}
            value={famille2}
            onChange={(v) => setFamille2(v ?? ALL)}
            allowDeselect={false}
          />
        </Group>
        <DataTable<Article>
          withTableBorder
          height={220}
          noRecordsText="Aucun article"
          records={articles.data ?? []}
          fetching={coversRows(articles)}
          onRowClick={({ record }) => pick(record)}
          columns={[
            { accessor: 'code', title: 'Code' },
            { accessor: 'nom', title: 'Libellé' },
            {
              accessor: 'montantTTC',
              title: 'Montant TTC',
              textAlign: 'right',
              render: (a) => formatEuros(Number(a.montantTTC)),
            },
          ]}
        />
        <SimpleGrid cols={3}>
          <TextInput label="Code" value={line.code} onChange={(e) => set({ code: e.currentTarget.value })} />
          <TextInput label="Libellé" value={line.nom} onChange={(e) => set({ nom: e.currentTarget.value })} />
          <NumberInput
            label="Quantité"
            description="Négative pour une déduction (franchise)"
            value={line.quantity}
            min={-MAX_QUANTITY}
            decimalScale={3}
            decimalSeparator=","
            onChange={(v) => set({ quantity: Number(v) || 0 })}
          />
          <NumberInput
            label="Montant HT"
            value={line.montantHT}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            suffix=" €"
            onChange={(v) => set({ montantHT: Number(v) || 0 })}
          />
          <Select
            label="TVA"
            data={vatOptions}
            value={line.tvaId ? String(line.tvaId) : NO_VAT}
            onChange={(v) => set({ tvaId: v && v !== NO_VAT ? Number(v) : null })}
            allowDeselect={false}
          />
          <TextInput label="Montant TTC" value={formatCents(ttc)} readOnly />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button onClick={add} disabled={!line.nom.trim()}>
            Ajouter
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
