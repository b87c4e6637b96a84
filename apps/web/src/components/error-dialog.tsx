import { Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { api } from '../lib/api.ts';
import type { ApiError } from '../lib/api-error.ts';
import { errorReport } from '../lib/error-report.ts';
import { errorTitle } from '../lib/error-title.ts';
import { useSubmission } from '../lib/submission.ts';
import { MultilineText, openGenericError } from './message-dialog.tsx';
import { notifySuccess } from './notify.tsx';

function ErrorDialogActions({ error, onDone }: { error: ApiError; onDone: () => void }) {
  // One report per click, however fast the clicks; the failure is shown here, not by the dialog.
  const send = useSubmission(
    (_: void, idempotencyKey) =>
      api.post('/api/errorNotification', errorReport(error, window.location.pathname), { idempotencyKey }),
    { meta: { reportErrors: false } },
  );
  async function report() {
    try {
      await send.mutateAsync();
      notifySuccess('Notification réussie', "L'erreur a bien été envoyée au support !");
      onDone();
    } catch {
      onDone();
      openGenericError();
    }
  }
  return (
    <Group justify="flex-end">
      <Button variant="default" loading={send.isPending} onClick={() => void report()}>
        Signaler au support
      </Button>
      <Button onClick={onDone}>OK</Button>
    </Group>
  );
}

/** Shows a server error (spec 1 §8): a French title for its `error` code, `error_description` as message. */
export function openErrorDialog(error: ApiError): void {
  // Same id, one dialog: the same failure reported by several queries at once is shown once.
  const modalId = `api-error-${error.status}-${error.error}-${error.description}`;
  modals.open({
    modalId,
    title: errorTitle(error.error, error.status),
    centered: true,
    children: (
      <Stack>
        <MultilineText>{error.description}</MultilineText>
        <ErrorDialogActions error={error} onDone={() => modals.close(modalId)} />
      </Stack>
    ),
  });
}
