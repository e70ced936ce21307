import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_SCHEDULE,
  businessHours,
  MAX_INTERVALS_PER_DAY,
  SCHEDULE_MESSAGES,
  type WeeklySchedule,
} from '@portal/shared/weekly-schedule';
import { WeeklyScheduleEditor, type ScheduleErrors } from './weekly-schedule-editor';

let latest: WeeklySchedule | undefined;

function Harness({ initial, errors }: { initial: WeeklySchedule; errors?: ScheduleErrors }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <WeeklyScheduleEditor
        label="Schedule"
        timeZone="Central Standard Time"
        value={value}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
        errors={errors}
      />
    </MantineProvider>
  );
}

describe('WeeklyScheduleEditor', () => {
  it('says which time zone the hours are in', () => {
    render(<Harness initial={businessHours()} />);
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveTextContent('Times are in Central Standard Time.');
  });

  it('adds an interval to a day, after the last one, and removes it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={businessHours()} />);
    await user.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    expect(latest?.days.SAT).toEqual([{ start: '09:00', end: '17:00' }]);
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(latest?.days.MON).toEqual([
      { start: '08:00', end: '18:00' },
      { start: '19:00', end: '23:00' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Monday 8:00 AM to 6:00 PM' }));
    expect(latest?.days.MON).toEqual([{ start: '19:00', end: '23:00' }]);
  });

  it('changes a time from its list, which can end the day at midnight', async () => {
    const user = userEvent.setup();
    render(<Harness initial={businessHours()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Friday until' }), '24:00');
    expect(latest?.days.FRI).toEqual([{ start: '08:00', end: '24:00' }]);
  });

  it(`allows at most ${MAX_INTERVALS_PER_DAY} intervals a day`, async () => {
    const user = userEvent.setup();
    render(<Harness initial={businessHours()} />);
    const add = screen.getByRole('button', { name: 'Add hours on Sunday' });
    for (let count = 0; count < MAX_INTERVALS_PER_DAY; count += 1) await user.click(add);
    expect(latest?.days.SUN).toHaveLength(MAX_INTERVALS_PER_DAY);
    expect(add).toBeDisabled();
  });

  it('hides the days while "always" is on, and keeps them for when it is turned off', async () => {
    const user = userEvent.setup();
    render(<Harness initial={businessHours()} />);
    await user.click(screen.getByRole('switch', { name: 'Always (every day, all day)' }));
    expect(latest?.always).toBe(true);
    expect(screen.queryByRole('group', { name: 'Monday' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Always (every day, all day)' }));
    expect(latest?.always).toBe(false);
    expect(screen.getByRole('group', { name: 'Monday' })).toHaveTextContent('Monday');
    expect(latest?.days.MON).toHaveLength(1);
  });

  it('shows the form’s errors on the interval and for the whole week', () => {
    const initial = { ...ALWAYS_SCHEDULE, always: false };
    initial.days = { ...initial.days, TUE: [{ start: '10:00', end: '09:00' }] };
    render(
      <Harness
        initial={initial}
        errors={{
          always: { message: SCHEDULE_MESSAGES.noHours },
          days: { TUE: [{ end: { message: SCHEDULE_MESSAGES.endAfterStart } }] },
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Tuesday' })).toHaveTextContent(SCHEDULE_MESSAGES.endAfterStart);
    expect(screen.getByRole('combobox', { name: 'Tuesday until' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(SCHEDULE_MESSAGES.noHours);
  });
});
