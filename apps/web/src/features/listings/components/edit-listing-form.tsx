import { formResolver } from '../../../lib/form-resolver';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { listingCreateSchema } from '@portal/shared/listing-forms';
import type { Listing } from '@portal/shared/listings';
import { VersionConflictAlert } from '../../../components/version-conflict-alert';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { isVersionConflict } from '../../../lib/http/version-conflict';
import { notify } from '../../../lib/notify';
import { useUpdateListing } from '../api/update-listing';
import { listingValues, type ListingFormOutput, type ListingFormValues } from './listing-form';
import { ListingFormFields } from './listing-form-fields';

interface EditListingFormProps {
  listing: Listing;
  timeZoneName: string;
  onDone: () => void;
  /** Loads the listing again after a 409; the form then shows the other person's change. */
  onReload: () => Promise<unknown>;
}

/** The profile edited in place: the same fields as adding one, saved with the version that was loaded. */
export function EditListingForm({ listing, timeZoneName, onDone, onReload }: EditListingFormProps) {
  const update = useUpdateListing(listing.accountId, listing.id);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: formResolver(listingCreateSchema),
    values: listingValues(listing),
  });

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setConflict(null);
    } finally {
      setReloading(false);
    }
  };
  // The status is not part of the profile: Publish and Unpublish change it, so it is never sent from here.
  const submit = form.handleSubmit(async ({ status: _status, ...profile }) => {
    setConflict(null);
    try {
      await update.mutateAsync({ ...profile, version: listing.version });
      notify.success('The listing was saved.');
      onDone();
    } catch (error) {
      if (isVersionConflict(error)) return setConflict(error);
      if (!showServerFieldErrors(error, form)) notify.error(errorMessage(error, 'The listing could not be saved.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit listing">
      <Stack gap="lg">
        {conflict !== null && <VersionConflictAlert error={conflict} onReload={reload} reloading={reloading} />}
        <ListingFormFields form={form} timeZoneName={timeZoneName} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={conflict !== null}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
