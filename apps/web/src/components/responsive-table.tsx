import { Paper, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useDeferredValue, type ReactNode } from 'react';
import classes from './responsive-table.module.css';

export interface ResponsiveColumn<Row> {
  label: string;
  /** The cell; null leaves it empty in the table and out of a phone's card (a bank statement's blank "Money in"). */
  render: (row: Row) => ReactNode;
  /**
   * Its place in a phone's row: 'title' on the first line (the first column unless one says so); 'figure' on the
   * first line's right, beside the title (the amount a person
   * weighs); 'wide' on a line of its own (a bar, a long text); 'unlabelled' beside the pairs where it fits, its label
   * for screen readers only (buttons, a badge, an email: what they are shows). Otherwise it joins the short
   * "label value" pairs below.
   */
  phone?: 'title' | 'figure' | 'wide' | 'unlabelled';
}

interface ResponsiveTableProps<Row> {
  /** The accessible name of the table (or of the list on small screens). */
  label: string;
  columns: ResponsiveColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table on wide screens; on small ones (under the theme's sm breakpoint, 48em) each row becomes a compact card
 * (CardItem), since a phone cannot show four columns without cutting them off or scrolling sideways.
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

/**
 * One row as a compact card, as its own component for the same reason as TableRow: the first column and the figure
 * on one line (their labels for screen readers only), the other columns as short "label value" pairs that wrap
 * below, and wide ones (bars, buttons) on lines of their own. Label-over-value stacks made a campaign's row 500 px
 * tall on a phone, and a list of them several screens (issue 29).
 */
const CardItem = memo(function CardItem<Row>({ row, columns }: RowProps<Row>) {
  const cells = columns.map((column) => ({ column, value: column.render(row) })).filter((cell) => cell.value !== null);
  const title = cells.find((cell) => cell.column.phone === 'title') ?? cells[0];
  const figure = cells.find((cell) => cell.column.phone === 'figure');
  const details = cells.filter((cell) => cell !== title && cell !== figure);
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.card}>
      {title && (
        <dl className={classes.top}>
          <Cell label={title.column.label} value={title.value} className={classes.title} labelHidden />
          {figure && <Cell label={figure.column.label} value={figure.value} className={classes.figure} labelHidden />}
        </dl>
      )}
      {details.length > 0 && (
        <dl className={classes.details}>
          {details.map(({ column, value }) => (
            <Cell
              key={column.label}
              label={column.label}
              value={value}
              className={column.phone === 'wide' ? classes.wide : classes.detail}
              labelHidden={column.phone === 'unlabelled'}
            />
          ))}
        </dl>
      )}
    </Paper>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

function Cell(props: { label: string; value: ReactNode; className: string | undefined; labelHidden?: boolean }) {
  return (
    <div className={props.className}>
      <Text component="dt" size="sm" c="dimmed" className={props.labelHidden ? classes.hiddenLabel : undefined}>
        {props.label}
      </Text>
      <dd className={classes.value}>{props.value}</dd>
    </div>
  );
}
