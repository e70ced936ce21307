import { Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Suspense } from 'react';
import type { Campaign } from '@portal/shared/campaigns';
import { errorMessage } from '../../../lib/http/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { useResumeCampaign } from '../api/resume-campaign';

// The pause form and its date picker load when someone means to pause (hover, focus or click).
const pauseForm = lazyComponent(() => import('./pause-campaign-modal').then((module) => module.PauseCampaignModal));

/** Pause an active campaign; resume a paused one or start a pending one. Only for those who may edit it. */
export function CampaignActions({ campaign, timeZone }: { campaign: Campaign; timeZone: string | null | undefined }) {
  const [pausing, pauseModal] = useRouteDisclosure();
  const resume = useResumeCampaign(campaign.accountId, campaign.id);
  const start = () =>
    resume.mutate(undefined, {
      onSuccess: (updated) =>
        notify.success(
          campaign.status === 'PENDING' ? `${updated.name} has started.` : `${updated.name} is running again.`,
        ),
      onError: (error) => notify.error(errorMessage(error, 'The campaign could not be resumed.')),
    });

  return (
    <Group gap="sm">
      {campaign.status === 'ACTIVE' && (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          onClick={pauseModal.open}
          onMouseEnter={() => void pauseForm.preload()}
          onFocus={() => void pauseForm.preload()}
        >
          Pause
        </Button>
      )}
      {(campaign.status === 'PAUSED' || campaign.status === 'PENDING') && (
        <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={start} loading={resume.isPending}>
          {campaign.status === 'PENDING' ? 'Start now' : 'Resume'}
        </Button>
      )}
      {pausing && (
        <Suspense fallback={null}>
          <pauseForm.Lazy campaign={campaign} timeZone={timeZone} opened onClose={pauseModal.close} />
        </Suspense>
      )}
    </Group>
  );
}
