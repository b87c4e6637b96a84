import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  limitSmsTyping,
  SMS_TEXT_MAX_LENGTH,
  smsDisplayedLength,
  smsPlaceholderButtons,
} from '@plateau/contracts';
import { useRef } from 'react';

interface SmsTextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule editor offers no #MINUTE nor #ETA_HOUR (spec 3 §5). */
  editor: 'mission' | 'rule';
  disabled?: boolean;
}

/** An SMS text with its placeholder buttons and the length it will have once filled. */
export function SmsTextInput({ label, value, onChange, editor, disabled }: SmsTextInputProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = smsDisplayedLength(value);
  const insert = (token: string) => {
    const area = ref.current;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    onChange(limitSmsTyping(`${value.slice(0, start)}${token}${value.slice(end)}`));
    requestAnimationFrame(() => area?.focus());
  };
  return (
    <Stack gap={4}>
      <Textarea
        ref={ref}
        label={label}
        value={value}
        disabled={disabled}
        autosize
        minRows={2}
        onChange={(event) => onChange(limitSmsTyping(event.currentTarget.value))}
        error={
          length > SMS_TEXT_MAX_LENGTH
            ? `Le SMS ne doit pas dépasser ${SMS_TEXT_MAX_LENGTH} caractères`
            : undefined
        }
      />
      <Group justify="space-between" gap="xs">
        <Group gap={4}>
          {smsPlaceholderButtons(editor).map((token) => (
            <Button
              key={token}
              size="compact-xs"
              variant="light"
              disabled={disabled}
              onClick={() => insert(token)}
            >
              {token}
            </Button>
          ))}
        </Group>
        <Text
          size="xs"
          c={length > SMS_TEXT_MAX_LENGTH ? 'red' : 'dimmed'}
          aria-label={`Longueur : ${label}`}
        >
          {length} / {SMS_TEXT_MAX_LENGTH}
        </Text>
      </Group>
    </Stack>
  );
}
