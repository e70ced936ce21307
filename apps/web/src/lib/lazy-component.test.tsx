import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../../../../test-support/fail-on-console-error';
import { lazyComponent } from './lazy-component';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const draw = (Lazy: ComponentType) =>
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>
    </Boundary>,
  );

describe('lazyComponent', () => {
  it('loads once, whether preloaded or drawn first', async () => {
    let loads = 0;
    const { Lazy, preload } = lazyComponent(async () => {
      loads += 1;
      return () => <h1>Screen</h1>;
    });
    void preload();
    draw(Lazy);
    expect(await screen.findByRole('heading', { name: 'Screen' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('shows a failed load to the error boundary once, and loads again when preloaded (a navigation)', async () => {
    allowConsoleErrors(/chunk went missing/);
    let attempt = 0;
    const { Lazy, preload } = lazyComponent(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk went missing');
      return () => <h1>Screen</h1>;
    });
    const first = draw(Lazy);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(attempt).toBe(1);
    first.unmount();

    await act(async () => {
      void preload();
      draw(Lazy);
    });
    expect(await screen.findByRole('heading', { name: 'Screen' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
