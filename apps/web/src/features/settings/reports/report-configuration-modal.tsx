import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EMAIL_INVALID_MESSAGE,
  isReportConfigurationSaveable,
  isValidEmail,
  REPORT_FREQUENCIES,
  REPORT_TYPES,
  reportFrequencyLabels,
  reportTypeLabels,
  type ReportConfiguration,
  type ReportConfigurationCreate,
  type ReportFrequency,
  type ReportType,
} from '@plateau/contracts';
import { useGuardedClose } from '../../../components/form-modal.tsx';

const TYPES = REPORT_TYPES.map((value) => ({ value, label: reportTypeLabels[value] }));
const FREQUENCIES = REPORT_FREQUENCIES.map((value) => ({ value, label: reportFrequencyLabels[value] }));

interface Draft {
  name: string;
  type: ReportType | null;
  frequency: ReportFrequency | null;
  sendByEmail: boolean;
  email: string;
  ccEmail: string;
  sendBySftp: boolean;
  sftpLogin: string;
  sftpPassword: string;
  sftpServer: string;
  sftpPort: number | string;
  sftpRemoteDirectory: string;
}

const draftOf = (c: ReportConfiguration | null): Draft => ({
  name: c?.name ?? '',
  type: c?.type ?? null,
  frequency: c?.frequency ?? null,
  sendByEmail: c?.sendByEmail ?? false,
  email: c?.email ?? '',
  ccEmail: c?.ccEmail ?? '',
  sendBySftp: c?.sendBySftp ?? false,
  sftpLogin: c?.sftpLogin ?? '',
  sftpPassword: '',
  sftpServer: c?.sftpServer ?? '',
  sftpPort: c?.sftpPort ?? 22,
  sftpRemoteDirectory: c?.sftpRemoteDirectory ?? '',
});

const orNull = (value: string) => value.trim() || null;
const optionalEmail = (value: string) =>
  value.trim() === '' || isValidEmail(value.trim()) ? null : EMAIL_INVALID_MESSAGE;

/** The body the server takes: the password only when typed (empty keeps the stored one). */
function bodyOf(d: Draft): ReportConfigurationCreate {
  return {
    name: d.name.trim(),
    type: d.type!,
    frequency: d.frequency!,
    sendByEmail: d.sendByEmail,
    email: orNull(d.email),
    ccEmail: orNull(d.ccEmail),
    sendBySftp: d.sendBySftp,
    sftpLogin: orNull(d.sftpLogin),
    sftpServer: orNull(d.sftpServer),
    sftpPort: typeof d.sftpPort === 'number' ? d.sftpPort : null,
    sftpRemoteDirectory: orNull(d.sftpRemoteDirectory),
    ...(d.sftpPassword ? { sftpPassword: d.sftpPassword } : {}),
  };
}

interface Props {
  configuration: ReportConfiguration | null;
  saving: boolean;
  onSave: (body: ReportConfigurationCreate) => void;
  onClose: () => void;
}

/** The report configuration modal (spec 3 §2, §3): saveable once name, type and frequency are set (§5). */
export function ReportConfigurationModal({ configuration, saving, onSave, onClose }: Props) {
  const form = useForm<Draft>({
    initialValues: draftOf(configuration),
    validate: {
      email: (value, d) =>
        d.sendByEmail && !value.trim() ? "L'e-mail est obligatoire" : optionalEmail(value),
      ccEmail: optionalEmail,
      sftpServer: (value, d) => (d.sendBySftp && !value.trim() ? 'Le serveur est obligatoire' : null),
      sftpLogin: (value, d) => (d.sendBySftp && !value.trim() ? 'Le login est obligatoire' : null),
    },
  });
  const d = form.values;
  const requestClose = useGuardedClose(form.isDirty(), onClose);
  // A configuration left as it was: no call (issue 20 §2).
  const unchanged = configuration !== null && !form.isDirty();
  return (
    <Modal
      opened
      onClose={() => void requestClose()}
      title={configuration ? 'Modifier le rapport' : 'Nouveau rapport'}
      size="lg"
      centered
    >
      <form
        onSubmit={form.onSubmit((values) => {
          if (!unchanged) onSave(bodyOf(values));
        })}
        noValidate
      >
        <Stack>
          <TextInput label="Nom" withAsterisk maxLength={100} {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <Select
              label="Type"
              withAsterisk
              data={TYPES}
              placeholder="Choisir"
              {...form.getInputProps('type')}
            />
            <Select
              label="Fréquence"
              withAsterisk
              data={FREQUENCIES}
              placeholder="Choisir"
              {...form.getInputProps('frequency')}
            />
          </SimpleGrid>
          <Checkbox label="Envoi par e-mail" {...form.getInputProps('sendByEmail', { type: 'checkbox' })} />
          {d.sendByEmail && (
            <SimpleGrid cols={2}>
              <TextInput label="E-mail" type="email" withAsterisk {...form.getInputProps('email')} />
              <TextInput label="E-mail en copie" type="email" {...form.getInputProps('ccEmail')} />
            </SimpleGrid>
          )}
          <Checkbox label="Envoi par SFTP" {...form.getInputProps('sendBySftp', { type: 'checkbox' })} />
          {d.sendBySftp && (
            <SimpleGrid cols={2}>
              <TextInput label="Serveur" withAsterisk maxLength={200} {...form.getInputProps('sftpServer')} />
              <NumberInput
                label="Port"
                min={1}
                max={65535}
                allowDecimal={false}
                {...form.getInputProps('sftpPort')}
              />
              <TextInput
                label="Login"
                withAsterisk
                autoComplete="off"
                maxLength={100}
                {...form.getInputProps('sftpLogin')}
              />
              <PasswordInput
                label="Mot de passe"
                autoComplete="new-password"
                maxLength={200}
                description={
                  configuration?.sftpPasswordSet
                    ? 'Laissez vide pour garder le mot de passe actuel (à saisir de nouveau si le serveur ou le port change)'
                    : undefined
                }
                {...form.getInputProps('sftpPassword')}
              />
              <TextInput
                label="Répertoire distant"
                maxLength={300}
                {...form.getInputProps('sftpRemoteDirectory')}
              />
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void requestClose()}>
              Annuler
            </Button>
            <Button type="submit" loading={saving} disabled={unchanged || !isReportConfigurationSaveable(d)}>
              OK
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
