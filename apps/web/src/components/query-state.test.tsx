import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http/http-error';
import { QueryState } from './query-state';

const base = {
  data: undefined as string[] | undefined,
  error: null,
  isPending: false,
  refetch: vi.fn(),
  isRefetching: false,
};
const show = (query: Partial<typeof base>) =>
  render(
    <MantineProvider>
      <QueryState
        query={{ ...base, ...query } as never}
        loadingLabel="Loading things"
        errorTitle="The things could not be loaded"
        isEmpty={(data: string[]) => data.length === 0}
        empty="No things yet."
      >
        {(data) => <p>{data.join(', ')}</p>}
      </QueryState>
    </MantineProvider>,
  );

describe('QueryState', () => {
  it('shows loading, then the data', () => {
    show({ isPending: true });
    expect(screen.getByRole('status', { name: 'Loading things' })).toBeInTheDocument();
  });

  it('shows the data, or the empty state', () => {
    show({ data: ['a', 'b'] });
    expect(screen.getByText('a, b')).toBeInTheDocument();
    show({ data: [] });
    expect(screen.getByText('No things yet.')).toBeInTheDocument();
  });

  it('shows the error in words, with a way to try again', async () => {
    const refetch = vi.fn();
    show({
      error: new HttpError(503, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      }) as never,
      refetch,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The things could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('The service is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
