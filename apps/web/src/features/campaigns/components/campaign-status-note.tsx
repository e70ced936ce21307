import { Alert } from '@mantine/core';
import { IconClock, IconEye, IconFlag, IconPlayerPause } from '@tabler/icons-react';
import { requiredRole } from '@portal/shared/api/permissions';
import { PAUSE_REASON_LABELS, type Campaign } from '@portal/shared/campaign-records';
import type { Role } from '@portal/shared/roles';
import { formatDate, formatDay } from '../../../lib/format';

/**
 * What the status means for the campaign now (paused why and until when, pending, ended), and why the
 * screen is read-only for those who may not change it.
 */
export function CampaignStatusNote({
  campaign,
  canEdit,
  role,
  timeZone,
}: {
  campaign: Campaign;
  canEdit: boolean;
  role: Role | null;
  timeZone: string | null | undefined;
}) {
  const { pause } = campaign;
  const notes = [];
  if (campaign.status === 'PAUSED' && pause) {
    notes.push(
      // Grey, not orange: an orange alert's title falls under 4.5:1 contrast; the icon carries the colour.
      <Alert
        key="paused"
        color="gray"
        icon={<IconPlayerPause size={18} aria-hidden color="var(--mantine-color-orange-8)" />}
        title={`Paused since ${formatDate(pause.pausedAt, timeZone)}: ${PAUSE_REASON_LABELS[pause.reasonCode]}`}
      >
        {pause.comment && <>“{pause.comment}” </>}
        {pause.resumeOn
          ? `It resumes by itself on ${formatDay(pause.resumeOn)}.`
          : 'It stays paused until someone resumes it.'}
      </Alert>,
    );
  }
  if (campaign.status === 'PENDING') {
    notes.push(
      <Alert key="pending" color="blue" icon={<IconClock size={18} aria-hidden />} title="Not started yet">
        This campaign takes no leads until it is started.
      </Alert>,
    );
  }
  if (campaign.status === 'ENDED') {
    notes.push(
      <Alert key="ended" color="gray" icon={<IconFlag size={18} aria-hidden />} title="This campaign has ended">
        {campaign.endDate ? `It ended on ${formatDay(campaign.endDate)}. ` : ''}An ended campaign is kept for its
        history and can no longer be changed.
      </Alert>,
    );
  } else if (!canEdit) {
    notes.push(
      <Alert key="read-only" color="gray" icon={<IconEye size={18} aria-hidden />} title="View only">
        Changing a campaign needs the {requiredRole('campaigns.edit')} role
        {role ? `; you are ${role} on this account` : ''}.
      </Alert>,
    );
  }
  return <>{notes}</>;
}
