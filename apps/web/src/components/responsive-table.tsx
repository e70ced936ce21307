import { Paper, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useDeferredValue, type ReactNode } from 'react';
import classes from './responsive-table.module.css';

export interface ResponsiveColumn<Row> {
  label: string;
  /** The cell; null leaves it empty in the table and out of a phone's card (a bank statement's blank "Money in"). */
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
 *
 * The rows are drawn as deferred work: when they arrive (or change) the screen stays responsive while they
 * are drawn, a few at a time, instead of blocking a slow phone's main thread for the whole table
 * (docs/decisions/0025). The caller's `columns` should keep their identity between renders (a constant or
 * useMemo) so that a render of the screen for another reason does not draw the rows again; `rowKey` and each
 * column's `render` depend on the row alone.
 */
export function ResponsiveTable<Row>({ label, columns, rows, rowKey }: ResponsiveTableProps<Row>) {
  const theme = useMantineTheme();
  // Read at the first render, so a phone never draws the wide table first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  // First drawn empty (the header, at once), then with the rows.
  const shownRows = useDeferredValue(rows, EMPTY);
  const Body = wide ? WideTable : CardList;
  return <Body label={label} columns={columns} rows={shownRows as Row[]} rowKey={rowKey} busy={shownRows !== rows} />;
}

const EMPTY: never[] = [];

type BodyProps<Row> = ResponsiveTableProps<Row> & {
  /** Rows newer than those drawn are being drawn: assistive technology waits for them. */
  busy: boolean;
};

// A screen's render with the same rows and columns does not draw them again (rowKey is a new arrow each time).
const sameTable = (before: BodyProps<unknown>, after: BodyProps<unknown>) =>
  before.rows === after.rows &&
  before.columns === after.columns &&
  before.label === after.label &&
  before.busy === after.busy;

const WideTable = memo(function WideTable<Row>({ label, columns, rows, rowKey, busy }: BodyProps<Row>) {
  return (
    <Table verticalSpacing="sm" aria-label={label} aria-busy={busy || undefined}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label}>{column.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} row={row} columns={columns} />
        ))}
      </Table.Tbody>
    </Table>
  );
}, sameTable) as <Row>(props: BodyProps<Row>) => ReactNode;

/**
 * One row, as its own component: React may pause between two rows while it draws them as deferred work, so
 * no row-by-row table is one long task on a slow phone (a list of 25 cards was 150 ms at phone speed).
 */
interface RowProps<Row> {
  row: Row;
  columns: ResponsiveColumn<Row>[];
}

const TableRow = memo(function TableRow<Row>({ row, columns }: RowProps<Row>) {
  return (
    <Table.Tr>
      {columns.map((column) => (
        <Table.Td key={column.label}>{column.render(row)}</Table.Td>
      ))}
    </Table.Tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

const CardList = memo(function CardList<Row>({ label, columns, rows, rowKey, busy }: BodyProps<Row>) {
  return (
    <ul aria-label={label} className={classes.list} aria-busy={busy || undefined}>
      {rows.map((row) => (
        <CardItem key={rowKey(row)} row={row} columns={columns} />
      ))}
    </ul>
  );
}, sameTable) as <Row>(props: BodyProps<Row>) => ReactNode;

/** One row as a card, as its own component for the same reason as TableRow. */
const CardItem = memo(function CardItem<Row>({ row, columns }: RowProps<Row>) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.card}>
      <dl className={classes.pairs}>
        {columns.map((column) => {
          const value = column.render(row);
          return value === null ? null : (
            <div key={column.label} className={classes.pair}>
              <Text component="dt" size="sm" c="dimmed">
                {column.label}
              </Text>
              <dd className={classes.value}>{value}</dd>
            </div>
          );
        })}
      </dl>
    </Paper>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;
