import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  assistanceProviderLabels,
  AssistanceProviderCode,
  DEFAULT_REQUIRED_PHOTO_SLOTS,
  PhotoSlot,
  photoSlotLabels,
  type AssistanceProvider,
  type RequiredPhotosSettings,
} from '@plateau/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notifySaved } from '../../../components/notify.tsx';
import { useRequiredPhotos, useSaveRequiredPhotos } from '../api/required-photos.ts';

type Row = { code: AssistanceProvider; slots: PhotoSlot[] };

function SlotChecks(props: { label: string; value: PhotoSlot[]; onChange: (slots: PhotoSlot[]) => void }) {
  return (
    <Checkbox.Group
      label={props.label}
      value={props.value}
      onChange={(v) => props.onChange(v as PhotoSlot[])}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {PhotoSlot.map((slot) => (
          <Checkbox key={slot} value={slot} label={photoSlotLabels[slot]} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/**
 * « Photos obligatoires » (issue 33 §2): the photos the driver's PV requires before « Départ des lieux », for
 * every folder, and what an assisteur adds on its own folders (the lists add up, never subtract).
 */
export function RequiredPhotosSettingsCard() {
  const { data } = useRequiredPhotos();
  const save = useSaveRequiredPhotos();
  const [account, setAccount] = useState<PhotoSlot[]>([...DEFAULT_REQUIRED_PHOTO_SLOTS]);
  const [rows, setRows] = useState<Row[]>([]);
  const [adding, setAdding] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    setAccount(data.account);
    setRows(
      Object.entries(data.byAssisteur).map(([code, slots]) => ({ code: code as AssistanceProvider, slots })),
    );
  }, [data]);
  const free = AssistanceProviderCode.filter((code) => !rows.some((r) => r.code === code)).map((code) => ({
    value: code,
    label: assistanceProviderLabels[code],
  }));
  const submit = () => {
    const settings: RequiredPhotosSettings = {
      account,
      byAssisteur: Object.fromEntries(rows.map((r) => [r.code, r.slots])),
    };
    save.mutate(settings, { onSuccess: () => notifySaved() });
  };
  return (
    <Card withBorder maw={820}>
      <Title order={4} mb="xs">
        Photos obligatoires du procès-verbal
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Le chauffeur ne peut pas valider « Départ des lieux » tant que ces photos ne sont pas prises, sauf
        s’il indique pourquoi elles manquent (client absent, nuit…) : la raison est enregistrée et affichée
        dans le dossier. Un assisteur peut exiger des photos en plus sur ses dossiers.
      </Text>
      <Stack gap="lg">
        <SlotChecks label="Pour tous les dossiers" value={account} onChange={setAccount} />
        {rows.map((row, index) => (
          <Card
            key={row.code}
            withBorder
            padding="sm"
            role="group"
            aria-label={assistanceProviderLabels[row.code]}
          >
            <Group justify="space-between" align="center">
              <Text fw={600}>En plus pour {assistanceProviderLabels[row.code]}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                aria-label={`Retirer ${assistanceProviderLabels[row.code]}`}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
            <SlotChecks
              label="Photos en plus"
              value={row.slots}
              onChange={(slots) => setRows(rows.map((r, i) => (i === index ? { ...r, slots } : r)))}
            />
          </Card>
        ))}
        <Group align="flex-end">
          <Select
            label="Ajouter les exigences d’un assisteur"
            placeholder="Sélectionnez un assisteur"
            data={free}
            value={adding}
            onChange={setAdding}
            w={300}
          />
          <Button
            variant="default"
            disabled={!adding}
            onClick={() => {
              setRows([...rows, { code: adding as AssistanceProvider, slots: [] }]);
              setAdding(null);
            }}
          >
            Ajouter
          </Button>
        </Group>
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
