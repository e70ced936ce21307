import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { campaignFactory, json, SESSION, stubApi } from '../test/campaign-fixtures';
import { firstResumeDay, PauseCampaignModal } from './pause-campaign-modal';

afterEach(() => vi.unstubAllGlobals());

describe('PauseCampaignModal', () => {
  it('asks for a reason, then sends it with the comment', async () => {
    const campaign = campaignFactory();
    const fetch = stubApi((_url, init) =>
      init?.method === 'POST' ? json(200, { ...campaign, status: 'PAUSED' }) : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/', element: <PauseCampaignModal campaign={campaign} timeZone="CST" opened onClose={onClose} /> }],
      { path: '/', session: SESSION },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pause Austin Emergency Plumbing' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause campaign' }));
    expect(dialog).toHaveTextContent('Choose a reason');
    expect(fetch).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'Seasonal slowdown' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Winter');
    await user.click(within(dialog).getByRole('button', { name: 'Pause campaign' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      reasonCode: 'SEASONAL',
      comment: 'Winter',
      resumeOn: null,
    });
  });
});

describe('firstResumeDay', () => {
  it('is tomorrow in the account’s time zone', () => {
    // 04:30 UTC on the 1st is still the last evening of February in Austin.
    expect(firstResumeDay('CST', new Date('2026-03-01T04:30:00Z'))).toBe('2026-03-01');
    expect(firstResumeDay('EST', new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-02');
  });
});
