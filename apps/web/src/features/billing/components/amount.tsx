import { Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

/**
 * An amount as the statement shows it: what adds to what is owed as it is, what takes from it (payments,
 * top-ups, credits) with a minus sign, in green so it is not read as a charge.
 */
export function Amount({ cents }: { cents: number }) {
  return (
    <Text span size="sm" fw={600} c={cents < 0 ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents)}
    </Text>
  );
}
