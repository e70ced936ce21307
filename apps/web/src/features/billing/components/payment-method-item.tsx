import { Badge, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { methodLabel, type PaymentMethod } from '@portal/shared/billing';

interface PaymentMethodItemProps {
  method: PaymentMethod;
  mayManage: boolean;
  settingDefault: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

const expiry = (method: PaymentMethod) =>
  method.expMonth && method.expYear
    ? `Expires ${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}`
    : null;

/** One saved method: what it is, whether it is the default, and what may be done with it. */
export function PaymentMethodItem({
  method,
  mayManage,
  settingDefault,
  onMakeDefault,
  onRemove,
}: PaymentMethodItemProps) {
  const label = methodLabel(method);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {method.kind === 'BANK' ? <IconBuildingBank size={20} /> : <IconCreditCard size={20} />}
          </ThemeIcon>
          <div>
            <Group gap={8}>
              <Text fw={600}>{label}</Text>
              {method.isDefault && (
                <Badge size="sm" variant="dot" color="teal">
                  Default
                </Badge>
              )}
            </Group>
            {expiry(method) && (
              <Text size="sm" c="dimmed">
                {expiry(method)}
              </Text>
            )}
          </div>
        </Group>
        {mayManage && (
          <Group gap="xs">
            {!method.isDefault && (
              <Button
                variant="default"
                size="xs"
                onClick={onMakeDefault}
                loading={settingDefault}
                aria-label={`Make default: ${label}`}
              >
                Make default
              </Button>
            )}
            <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={`Remove ${label}`}>
              Remove
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
