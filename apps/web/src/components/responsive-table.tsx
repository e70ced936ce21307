import { Paper, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './responsive-table.module.css';

export interface ResponsiveColumn<Row> {
  label: string;
  render: (row: Row) => ReactNode;
}

interface ResponsiveTableProps<Row> {
  /** The accessible name of the table (or of the list on small screens). */
  label: string;
  columns: ResponsiveColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table on wide screens; on small ones (under the theme's sm breakpoint, 48em) each row becomes a card of
 * "label: value" pairs, since a phone cannot show four columns without cutting them off or scrolling sideways.
 */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey }: ResponsiveTableProps<Row>) {
  const theme = useMantineTheme();
  // Read at the first render, so a phone never draws the wide table first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });

  if (wide) {
    return (
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <ul aria-label={label} className={classes.list}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
          <dl className={classes.pairs}>
            {columns.map((column) => (
              <div key={column.label} className={classes.pair}>
                <Text component="dt" size="sm" c="dimmed">
                  {column.label}
                </Text>
                <dd className={classes.value}>{column.render(row)}</dd>
              </div>
            ))}
          </dl>
        </Paper>
      ))}
    </ul>
  );
}
