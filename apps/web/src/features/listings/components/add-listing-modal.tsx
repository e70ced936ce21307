import { formResolver } from '../../../lib/form-resolver';
import { Button, Divider, Group, Modal, Radio, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Campaign } from '@portal/shared/campaigns';
import { listingCreateSchema } from '@portal/shared/listing-forms';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useCreateListing } from '../api/create-listing';
import { newListingValues, type ListingFormOutput, type ListingFormValues } from './listing-form';
import { ListingFormFields } from './listing-form-fields';

interface AddListingModalProps {
  campaign: Pick<Campaign, 'id' | 'accountId' | 'category'>;
  timeZoneName: string;
  opened: boolean;
  onClose: () => void;
}

/** Adds a listing to the campaign, as a draft or published at once, and opens it. */
export function AddListingModal({ campaign, timeZoneName, opened, onClose }: AddListingModalProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const navigate = useNavigate();
  const create = useCreateListing(campaign.accountId, campaign.id);
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: formResolver(listingCreateSchema),
    defaultValues: newListingValues(campaign.category),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const listing = await create.mutateAsync(values);
      notify.success(`${listing.displayName} was added.`);
      form.reset();
      void navigate(paths.campaignListing.href(campaign.id, listing.id));
    } catch (error) {
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error, 'The listing could not be added.'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add listing" size="xl" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <ListingFormFields form={form} timeZoneName={timeZoneName} />
          <Divider />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Radio.Group
                label="Status"
                value={field.value}
                onChange={field.onChange}
                error={form.formState.errors.status?.message}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="DRAFT" label="Draft: not shown in the directory until you publish it" />
                  <Radio value="PUBLISHED" label="Published: shown in the directory at once" />
                </Stack>
              </Radio.Group>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Add listing
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
