import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { RecordingPlayer } from './recording-player';

// jsdom has media elements without playback: play and pause say so as a browser would, by their events.
const spies: { mockRestore: () => void }[] = [];
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

function stubPlayback() {
  spies.push(
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { value: false, configurable: true });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    }),
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { value: true, configurable: true });
      this.dispatchEvent(new Event('pause'));
    }),
  );
}

const show = () =>
  render(
    <MantineProvider theme={theme}>
      <RecordingPlayer src="/media/call.wav" durationHint={95} />
    </MantineProvider>,
  );

describe('RecordingPlayer', () => {
  it('plays and pauses with one 44 px button', async () => {
    stubPlayback();
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Play the recording' }));
    await user.click(screen.getByRole('button', { name: 'Pause the recording' }));
    expect(screen.getByRole('button', { name: 'Play the recording' })).toBeInTheDocument();
  });

  it('seeks where the thumb is put, and says the position in words', async () => {
    const user = userEvent.setup();
    const { container } = show();
    const audio = container.querySelector('audio')!;
    const thumb = screen.getByRole('slider', { name: 'Position in the recording' });
    expect(thumb).toHaveAttribute('aria-valuetext', '0:00 of 1:35');
    thumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(audio.currentTime).toBe(2);
    expect(thumb).toHaveAttribute('aria-valuetext', '0:02 of 1:35');
    // The audio's own length, once known, replaces the call's.
    Object.defineProperty(audio, 'duration', { value: 61, configurable: true });
    fireEvent.durationChange(audio);
    expect(thumb).toHaveAttribute('aria-valuetext', '0:02 of 1:01');
  });

  it('changes the speed, 1× to 1.5× to 2× and round', async () => {
    const user = userEvent.setup();
    const { container } = show();
    const audio = container.querySelector('audio')!;
    await user.click(screen.getByRole('button', { name: 'Playback speed 1×, change it' }));
    expect(audio.playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: 'Playback speed 1.5×, change it' }));
    await user.click(screen.getByRole('button', { name: 'Playback speed 2×, change it' }));
    expect(audio.playbackRate).toBe(1);
  });

  it('says when the audio cannot be played', () => {
    const { container } = show();
    fireEvent.error(container.querySelector('audio')!);
    expect(screen.getByRole('alert')).toHaveTextContent('The recording could not be played.');
    expect(screen.getByRole('button', { name: 'Play the recording' })).toBeDisabled();
  });
});
