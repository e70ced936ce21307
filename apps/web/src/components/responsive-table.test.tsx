import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

interface Person {
  id: string;
  name: string;
  email: string;
}

const columns: ResponsiveColumn<Person>[] = [
  { label: 'Name', render: (person) => person.name },
  { label: 'Email', render: (person) => person.email },
];
const rows: Person[] = [
  { id: '1', name: 'Olivia Owens', email: 'owner@demo.test' },
  { id: '2', name: 'Marcus Mendez', email: 'manager@demo.test' },
];

const setup = window.matchMedia;
afterEach(() => {
  window.matchMedia = setup;
});

function renderAtWidth(wide: boolean) {
  window.matchMedia = (query: string) => ({ ...setup(query), matches: wide && query.includes('min-width: 48em') });
  return render(
    <MantineProvider>
      <ResponsiveTable label="People" columns={columns} rows={rows} rowKey={(person) => person.id} />
    </MantineProvider>,
  );
}

describe('ResponsiveTable', () => {
  it('is a real table with column headers on wide screens', () => {
    renderAtWidth(true);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is a list of cards of label and value on small screens', () => {
    renderAtWidth(false);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Email']);
    expect(
      within(cards[0]!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Olivia Owens', 'owner@demo.test']);
  });

  it('on small screens puts the first column and the figure on one line, the rest as pairs, actions unlabelled', () => {
    window.matchMedia = (query: string) => ({ ...setup(query), matches: false });
    const billed: ResponsiveColumn<Person>[] = [
      { label: 'Name', render: (person) => person.name },
      { label: 'Email', render: (person) => person.email },
      { label: 'Spend', phone: 'figure', render: () => '$45.00' },
      { label: 'Actions', phone: 'unlabelled', render: () => <button type="button">Remove</button> },
    ];
    render(
      <MantineProvider>
        <ResponsiveTable label="People" columns={billed} rows={rows} rowKey={(person) => person.id} />
      </MantineProvider>,
    );
    const [card] = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    const [firstLine, pairs] = card!.querySelectorAll('dl');
    // Every value keeps its name for screen readers; the first line's are not shown.
    expect(
      within(firstLine!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Olivia Owens', '$45.00']);
    expect(
      within(firstLine!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Spend']);
    expect(
      within(pairs!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Actions']);
    expect(within(pairs!).getByText('Actions').className).toBe(within(firstLine!).getByText('Name').className);
    expect(within(pairs!).getByText('Email').className).not.toBe(within(firstLine!).getByText('Name').className);
  });
});
