import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  checkServerSecondLabel,
  CONNECTOR_DEMO_STATE_TEXT,
  CONNECTOR_DEMO_TITLE,
  CONNECTOR_HOST_FIELDS,
  CONNECTOR_LABELS,
  type AccountDetail,
  type ConnectorKind,
  type ConnectorTestResult,
} from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { notifySaved } from '../../../components/notify.tsx';
import { formatListDate } from '../../../lib/dates.ts';
import { useSaveAccount } from '../api/account-detail.ts';
import { useTestConnector } from '../api/connectors.ts';
import {
  CONNECTOR_FIELDS,
  connectorPatchOf,
  connectorTestBody,
  connectorView,
  type ConnectorField,
  type ConnectorValues,
} from './connector-fields.ts';

const MASK = '••••••••';

/** One connector's form (spec 3 §2 'Paramétrage des connecteurs'): saved by difference, testable unsaved. */
export function ConnectorForm({ account, kind }: { account: AccountDetail; kind: ConnectorKind }) {
  const view = connectorView(account, kind);
  const [initial, setInitial] = useState(view.values);
  const form = useForm<ConnectorValues>({ initialValues: initial });
  const save = useSaveAccount(account.id);
  const test = useTestConnector(account.id, kind);
  const [result, setResult] = useState<ConnectorTestResult | null>(null);
  useEffect(() => setInitial(connectorView(account, kind).values), [account, kind]);

  const submit = form.onSubmit((values) => {
    const patch = connectorPatchOf(kind, initial, values);
    if (Object.keys(patch).length === 0) return notifySaved();
    save.mutate(patch, {
      onSuccess: () => {
        notifySaved();
        // The typed secret is stored now: the field goes back to its mask.
        for (const field of CONNECTOR_FIELDS[kind])
          if (field.kind === 'secret') form.setFieldValue(field.name, '');
      },
    });
  });
  const runTest = () => {
    setResult(null);
    test.mutate(connectorTestBody(kind, form.values), { onSuccess: setResult });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Connecteur ${CONNECTOR_LABELS[kind]}`}>
      <Stack gap="md" maw={900}>
        <Fieldset
          legend={
            <Group gap="xs" component="span">
              {CONNECTOR_LABELS[kind]}
              <ConnectorStatus demo={view.demo} active={initial.active === true} />
            </Group>
          }
        >
          {view.demo && (
            <Text size="sm" c="blue.9" mb="sm">
              {CONNECTOR_DEMO_STATE_TEXT}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {CONNECTOR_FIELDS[kind].map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                stored={view.stored[field.name] ?? false}
                boundToHost={CONNECTOR_HOST_FIELDS[kind].length > 0}
                form={form}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md">
            {checkServerSecondLabel(view.checkServerSecond)}
          </Text>
        </Fieldset>
        <SyncState state={view.state} />
        {result && <TestResult result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={runTest} loading={test.isPending}>
            Tester la connexion
          </Button>
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FieldInput({
  field,
  stored,
  boundToHost,
  form,
}: {
  field: ConnectorField;
  stored: boolean;
  /** The server drops a stored secret when the host changes without it (CONNECTOR_HOST_FIELDS). */
  boundToHost: boolean;
  form: ReturnType<typeof useForm<ConnectorValues>>;
}) {
  const props = form.getInputProps(field.name);
  if (field.kind === 'switch')
    return <Switch mt="lg" label={field.label} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
  if (field.kind === 'secret')
    return (
      <PasswordInput
        label={field.label}
        placeholder={stored ? MASK : 'Non renseigné'}
        description={
          stored
            ? `Laisser vide pour garder celui enregistré${boundToHost ? ' (à saisir de nouveau si le domaine change)' : ''}`
            : undefined
        }
        autoComplete="new-password"
        maxLength={500}
        {...props}
      />
    );
  if (field.kind === 'minutes')
    return <NumberInput label={field.label} min={0} max={1440} allowDecimal={false} {...props} />;
  return <TextInput label={field.label} maxLength={200} autoComplete="off" {...props} />;
}

/**
 * What the saved connector is (issue 28 §5): with no credentials on the built-in simulator it is
 * « Démonstration », as the test button says, not « Actif ».
 */
function ConnectorStatus({ demo, active }: { demo: boolean; active: boolean }) {
  if (demo) return <Badge color="blue">{CONNECTOR_DEMO_TITLE}</Badge>;
  return active ? <Badge color="teal">Actif</Badge> : <Badge color="gray">Inactif</Badge>;
}

/** The outcome of 'Tester la connexion'; against the server's built-in fake, a demonstration. */
function TestResult({ result }: { result: ConnectorTestResult }) {
  if (result.demo)
    return (
      <Alert color={result.ok ? 'blue' : 'orange'} title={CONNECTOR_DEMO_TITLE}>
        {result.message}
      </Alert>
    );
  return (
    <Alert color={result.ok ? 'green' : 'red'} title={result.ok ? result.message : 'Connexion impossible'}>
      {result.ok ? null : result.message}
    </Alert>
  );
}

function SyncState({ state }: { state: AccountDetail['ttwConfiguration']['state'] }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Dernière synchronisation : {state.lastSyncAt ? formatListDate(state.lastSyncAt) : 'jamais'}
        {state.lastSuccessAt && ` — dernière réussite : ${formatListDate(state.lastSuccessAt)}`}
      </Text>
      {state.lastError && (
        <Text size="sm" c="red">
          Dernière erreur{state.lastErrorAt ? ` (${formatListDate(state.lastErrorAt)})` : ''} :{' '}
          {state.lastError}
        </Text>
      )}
    </Stack>
  );
}
