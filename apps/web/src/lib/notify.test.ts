import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, TOAST_LIMIT } from './notify';

const shown = () => notificationsStore.getState().notifications.map((toast) => toast.message);

describe('notify', () => {
  afterEach(() => notifications.clean());

  it('shows a new toast at once, letting the oldest go past the limit instead of queueing the new one', () => {
    notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT });
    for (const message of ['one', 'two', 'three', 'four', 'five']) notify.success(message);
    expect(shown()).toEqual(['two', 'three', 'four', 'five']);
    expect(notificationsStore.getState().queue).toEqual([]);
  });

  it('keeps only the newest error', () => {
    notify.error('first');
    notify.success('saved');
    notify.error('second');
    expect(shown()).toEqual(['saved', 'second']);
  });
});
