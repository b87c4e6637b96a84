import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { THING_NAME_REQUIRED_MESSAGE, type Thing, type ThingAccountOption } from '@plateau/contracts';
import { useState } from 'react';
import { notifySaved } from '../../../components/notify.tsx';
import { usePatchThing } from '../api/things.ts';
import { thingChanges } from '../model/thing-changes.ts';
import { useGuardedClose } from '../../../components/form-modal.tsx';

const NONE = 'none';

interface ThingModalProps {
  thing: Thing;
  /** The supervisor's accounts; undefined for other natures, who do not choose the account. */
  accounts: ThingAccountOption[] | undefined;
  onClose: () => void;
}

/** 'Mon objet': the name; a supervisor also picks the account ('Aucun': none). */
export function ThingModal({ thing, accounts, onClose }: ThingModalProps) {
  const [name, setName] = useState(thing.name);
  const [accountId, setAccountId] = useState<number | null>(thing.accountId);
  const save = usePatchThing();
  const nameMissing = !name.trim();
  const requestClose = useGuardedClose(name !== thing.name || accountId !== thing.accountId, onClose);
  const submit = () => {
    const patch = thingChanges(thing, name, accountId, accounts !== undefined);
    const done = () => {
      notifySaved();
      onClose();
    };
    if (Object.keys(patch).length === 0) return done();
    save.mutate({ id: thing.id, patch }, { onSuccess: done });
  };
  return (
    <Modal opened onClose={() => void requestClose()} title="Mon objet" centered>
      <Stack gap="sm">
        {accounts && (
          <Select
            label="Compte"
            data={[
              { value: NONE, label: 'Aucun' },
              ...accounts.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            value={accountId === null ? NONE : String(accountId)}
            onChange={(value) => setAccountId(!value || value === NONE ? null : Number(value))}
            allowDeselect={false}
            searchable
          />
        )}
        <TextInput
          label="Nom"
          withAsterisk
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameMissing ? THING_NAME_REQUIRED_MESSAGE : undefined}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => void requestClose()}>
            Annuler
          </Button>
          <Button onClick={submit} disabled={nameMissing} loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
