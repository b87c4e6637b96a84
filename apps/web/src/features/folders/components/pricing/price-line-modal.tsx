import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { numberToCents, type PriceLine } from '@plateau/contracts';
import { useState } from 'react';

interface PriceLineModalProps {
  line: PriceLine;
  saving: boolean;
  onSave: (change: { unitPriceCents: number; quantity: number }) => void;
  onClose: () => void;
}

/** Changes a proposed line's price or quantity; the line is then marked « modifié » and journalled. */
export function PriceLineModal({ line, saving, onSave, onClose }: PriceLineModalProps) {
  const [price, setPrice] = useState<number | string>(line.unitPriceCents / 100);
  const [quantity, setQuantity] = useState<number | string>(line.quantity);
  return (
    <Modal opened onClose={onClose} title={`Modifier « ${line.label} »`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave({
            unitPriceCents: Number(numberToCents(Number(price) || 0)),
            quantity: Number(quantity) || 0,
          });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Proposé : {line.proposedQuantity} × {(line.proposedUnitPriceCents / 100).toLocaleString('fr-FR')}{' '}
            € HT ({line.ruleDescription})
          </Text>
          <Group grow>
            <NumberInput
              label="Prix unitaire HT (€)"
              data-autofocus
              decimalScale={2}
              decimalSeparator=","
              min={0}
              value={price}
              onChange={setPrice}
            />
            <NumberInput
              label="Quantité"
              min={0}
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={saving}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
