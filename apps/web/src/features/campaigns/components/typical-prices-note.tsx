import { Button, Paper, Stack, Text } from '@mantine/core';
import type { LeadType } from '@portal/shared/campaigns';
import type { ServiceCategory } from '@portal/shared/service-categories';
import { middleOf, TYPICAL_PRICES, type PriceRange } from '@portal/shared/typical-prices';
import { formatMoney } from '../../../lib/format';

const rangeText = ({ lowCents, highCents }: PriceRange) => `${formatMoney(lowCents)} – ${formatMoney(highCents)}`;

/**
 * What campaigns of the chosen service typically pay per lead (the provider's price book, packages/shared), and a
 * button that fills in the middle of each range: a first campaign's owner rarely knows what a lead is worth.
 */
export function TypicalPricesNote({
  category,
  leadTypes,
  onUse,
}: {
  category: ServiceCategory;
  leadTypes: readonly LeadType[];
  onUse: (prices: { callPriceCents: number; formPriceCents: number }) => void;
}) {
  const typical = TYPICAL_PRICES[category];
  const parts = [
    leadTypes.includes('CALL') && `${rangeText(typical.call)} a call`,
    leadTypes.includes('FORM') && `${rangeText(typical.form)} a form lead`,
  ].filter(Boolean);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Text span fw={600}>
            Typical for {category}:
          </Text>{' '}
          {parts.join(', ')}. A price near the top of the range wins more of the leads in your area.
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => onUse({ callPriceCents: middleOf(typical.call), formPriceCents: middleOf(typical.form) })}
        >
          Use typical prices
        </Button>
      </Stack>
    </Paper>
  );
}
