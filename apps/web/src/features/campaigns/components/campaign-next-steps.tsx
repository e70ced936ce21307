import { Anchor, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '@portal/shared/campaigns';
import type { ListingStatus } from '@portal/shared/listings';
import { formatPhone } from '@portal/shared/phone-format';
import { SectionCard } from '../../../components/section-card';
import { summarizeSchedule } from '../../../components/schedule-summary';
import { paths } from '../../../config/paths';
import { usePermission } from '../../../lib/account-context';
import classes from './campaign-next-steps.module.css';

/** What the next steps need of the campaign's listings (the listings feature's, handed over by the app). */
export interface ListingForNextSteps {
  id: string;
  displayName: string;
  status: ListingStatus;
}

function Step({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  return (
    <li className={classes.step}>
      <ThemeIcon color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'} size={24} radius="xl">
        {done ? <IconCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
      </ThemeIcon>
      <div>
        <Text fw={600} size="sm">
          {title}
          {done && (
            <Text span c="dimmed" size="sm" fw={400}>
              {' · Done'}
            </Text>
          )}
        </Text>
        {!done && (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        )}
      </div>
    </li>
  );
}

/**
 * The steps between a new campaign and its first lead: publish its listing, get a tracking number (for calls), check
 * its hours. Shown to those who may change the campaign until the first two are done (the hours are always someone's
 * choice).
 */
export function CampaignNextSteps({
  campaign,
  listings,
}: {
  campaign: Campaign;
  /** Undefined while they load: nothing is shown until it is known what is left. */
  listings: readonly ListingForNextSteps[] | undefined;
}) {
  const mayEdit = usePermission('campaigns.edit');
  if (!mayEdit || campaign.status === 'ENDED' || listings === undefined) return null;
  const published = listings.some((listing) => listing.status === 'PUBLISHED');
  // Only calls come in on a tracking number: a campaign of form leads needs none.
  const needsTrackingNumber = campaign.leadTypes.includes('CALL');
  const hasTrackingNumber = Boolean(campaign.trackingNumber);
  if (published && (hasTrackingNumber || !needsTrackingNumber)) return null;
  const draft = listings.find((listing) => listing.status === 'DRAFT');
  const hours = summarizeSchedule(campaign.schedule)
    .map((line) => `${line.days}: ${line.hours}`)
    .join('; ');
  return (
    <SectionCard title="Next steps">
      <ul className={classes.steps}>
        <Step done={published} title="Publish your listing">
          People find your business in the directory once its listing is published.{' '}
          {draft ? (
            <Anchor component={Link} to={paths.campaignListing.href(campaign.id, draft.id)} size="sm">
              Open {draft.displayName} to publish it
            </Anchor>
          ) : (
            <Anchor component={Link} to={paths.campaignListings.href(campaign.id)} size="sm">
              Manage listings
            </Anchor>
          )}
        </Step>
        {needsTrackingNumber && (
          <Step done={hasTrackingNumber} title="Get a tracking number">
            Calls are counted and recorded on a number of ours that rings{' '}
            {campaign.destinationPhone ? formatPhone(campaign.destinationPhone) : 'your phone'}.{' '}
            <Anchor component={Link} to={paths.contactUs.href()} size="sm">
              Ask for one through Contact Us
            </Anchor>
          </Step>
        )}
        <Step done={false} title="Check the hours it takes leads">
          {hours}. Change them under Schedule below.
        </Step>
      </ul>
    </SectionCard>
  );
}
