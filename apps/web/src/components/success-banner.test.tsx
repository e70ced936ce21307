import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuccessBanner } from './success-banner';

afterEach(() => vi.useRealTimers());

describe('SuccessBanner', () => {
  it('vanishes after 10 seconds', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    render(
      <MantineProvider>
        <SuccessBanner message="Saved" onHide={onHide} />
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledOnce();
  });
});
