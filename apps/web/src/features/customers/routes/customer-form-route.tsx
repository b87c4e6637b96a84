import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notifySaved } from '../../../components/notify.tsx';
import { useCustomer, useNextCustomerCode } from '../api/get-customer.ts';
import { useSaveCustomer } from '../api/save-customer.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { useLeaveGuard } from '../components/use-leave-guard.tsx';
import {
  changedFields,
  draftOf,
  draftProblem,
  emptyDraft,
  identityErrors,
  patchOf,
  type CustomerDraft,
} from '../model/customer-draft.ts';

/** 'Nouveau client' / 'Données du client' (spec 1 §2): saves by difference, asks before leaving edits. */
export function Component() {
  const { id: param } = useParams();
  const id = param === 'new' || !param ? null : Number(param);
  const customer = useCustomer(id);
  if (id !== null && !customer.data) {
    return customer.isError ? (
      <Alert color="red">Ce client n&apos;existe pas.</Alert>
    ) : (
      <Loader role="status" aria-label="Chargement du client..." />
    );
  }
  const original = customer.data ? draftOf(customer.data) : emptyDraft();
  return (
    <CustomerEditor
      key={`${id ?? 'new'}-${customer.data?.version ?? 0}`}
      id={id}
      version={customer.data?.version ?? 0}
      code={customer.data?.code ?? null}
      restricted={!!customer.data?.restrictedAt}
      original={original}
    />
  );
}

interface EditorProps {
  id: number | null;
  version: number;
  code: string | null;
  /** Erased (RGPD) while invoices name it: anonymised and read-only. */
  restricted: boolean;
  original: CustomerDraft;
}

function CustomerEditor({ id, version, code, restricted, original }: EditorProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(original);
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const save = useSaveCustomer();
  const nextCode = useNextCustomerCode(id === null);
  const dirty = Object.keys(changedFields(original, draft)).length > 0 && !save.isSuccess;
  const allowLeave = useLeaveGuard(dirty);

  const onSave = () => {
    const found = draftProblem(draft);
    setProblem(found);
    setTried(true);
    if (found) return;
    // Nothing changed: nothing is sent, and the user is still told it is saved (spec 3 §4).
    if (id !== null && !dirty) return notifySaved();
    const request =
      id === null
        ? { id, body: changedFields(emptyDraft(), draft) }
        : { id, body: patchOf(original, draft, version) };
    save.mutate(request, {
      onSuccess: (saved) => {
        notifySaved();
        if (id === null) {
          allowLeave();
          void navigate(`/customers/${saved.id}`, { replace: true });
        }
      },
    });
  };

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Text c="dimmed">
          Code client :{' '}
          <Text span fw={600} c="var(--mantine-color-text)" data-testid="customer-code">
            {code ?? nextCode.data?.data ?? '—'}
          </Text>
          {id === null && ' (attribué à la création)'}
        </Text>
        <Group>
          <Button
            component={Link}
            to="/customers"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Retour à la liste
          </Button>
          <Button
            onClick={onSave}
            loading={save.isPending}
            disabled={restricted}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            Enregistrer
          </Button>
        </Group>
      </Group>
      {restricted && (
        <Alert color="gray" title="Client effacé (données personnelles)">
          Sa fiche est anonymisée et ne peut plus être modifiée. Ses factures émises sont conservées 10 ans,
          avec leur propre copie du client, comme la loi l’exige.
        </Alert>
      )}
      {problem && (
        <Alert color="red" title="Le client ne peut pas être enregistré">
          {problem}
        </Alert>
      )}
      <CustomerForm
        draft={draft}
        onChange={(patch) => setDraft((before) => ({ ...before, ...patch }))}
        // Checked as the user types, once something is typed or a save was tried.
        errors={tried || dirty ? identityErrors(draft) : {}}
        showErrors={tried}
      />
    </Stack>
  );
}
