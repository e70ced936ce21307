import { Button, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Campaign } from '@portal/shared/campaigns';
import { US_STATES } from '@portal/shared/us-states';
import { EditableSection } from './editable-section';
import { lazyComponent } from '../../../lib/lazy-component';

const { Lazy: GeographyForm } = lazyComponent(() => import('./geography-form').then((module) => module.GeographyForm));

/** Enough ZIP codes to see the area; the rest behind "Show all", since a campaign may have hundreds. */
const ZIPS_SHOWN = 24;
const STATE_NAMES = new Map<string, string>(US_STATES);

/** The ZIP codes and states the campaign takes leads from. */
export function GeographySection({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const [allZips, setAllZips] = useState(false);
  const zips = allZips ? campaign.zipCodes : campaign.zipCodes.slice(0, ZIPS_SHOWN);
  return (
    <EditableSection
      title="Geography"
      canEdit={canEdit}
      editor={(done) => <GeographyForm campaign={campaign} onDone={done} />}
    >
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" mb={6}>
            ZIP codes ({campaign.zipCodes.length})
          </Text>
          {campaign.zipCodes.length === 0 ? (
            <Text size="sm">None</Text>
          ) : (
            <Pill.Group aria-label="ZIP codes">
              {zips.map((zip) => (
                <Pill key={zip}>{zip}</Pill>
              ))}
              {campaign.zipCodes.length > ZIPS_SHOWN && (
                <Button variant="subtle" size="compact-xs" onClick={() => setAllZips(!allZips)}>
                  {allZips ? 'Show fewer' : `Show all ${campaign.zipCodes.length}`}
                </Button>
              )}
            </Pill.Group>
          )}
        </div>
        <div>
          <Text size="sm" c="dimmed" mb={6}>
            States ({campaign.states.length})
          </Text>
          <Text size="sm">{campaign.states.map((code) => STATE_NAMES.get(code) ?? code).join(', ') || 'None'}</Text>
        </div>
      </Stack>
    </EditableSection>
  );
}
