import { Switch, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { PushNotAllowed, pushUnavailable, usePushDevice } from '../api/push-device';

/**
 * "Push alerts on this device": turns Web Push on or off for the browser in hand (each of a person's devices is
 * turned on where it is). What is pushed is chosen in the grid's Push column, for every device alike.
 */
export function PushDeviceSwitch() {
  const { state, toggle } = usePushDevice();
  const unavailable = pushUnavailable();
  const on = toggle.isPending ? toggle.variables : state.data === true;
  return (
    <div>
      <Switch
        label="Push alerts on this device"
        description="New leads and calls, a campaign stopped at its cap and a failed payment, as an alert on this phone or computer, even when the portal is closed."
        checked={on}
        disabled={unavailable !== null || state.isPending || toggle.isPending}
        onChange={(event) =>
          toggle.mutate(event.currentTarget.checked, {
            onSuccess: (_answer, turnedOn) =>
              notify.success(turnedOn ? 'Push alerts are on for this device.' : 'Push alerts are off for this device.'),
            onError: (error) => notify.error(pushFailure(error)),
          })
        }
      />
      {unavailable && (
        <Text size="sm" c="dimmed" mt={4}>
          {unavailable}
        </Text>
      )}
    </div>
  );
}

/** Why turning push on or off failed, in words: the person's refusal, the browser's push service, or the portal. */
function pushFailure(error: unknown): string {
  if (error instanceof PushNotAllowed) return error.message;
  // PushManager.subscribe's failures (its push service unreachable, the key refused) are DOMExceptions.
  if (error instanceof DOMException)
    return 'Your browser’s push service did not answer, so push stays off. Try again in a while.';
  return errorMessage(error);
}
