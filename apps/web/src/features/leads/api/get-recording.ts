import { useQuery } from '@tanstack/react-query';
import { getRecording } from '@portal/shared/contracts/recordings/get-recording';
import { RECORDING_LINK_SECONDS } from '@portal/shared/recordings';
import { contractQuery } from '../../../lib/http/api';

/**
 * A short-lived link to a call's audio. It is refetched well before it expires, so a player left open
 * keeps a link that works when it seeks again.
 */
export const useRecording = (accountId: string, supplyEventId: string, enabled: boolean) =>
  useQuery({
    ...contractQuery(getRecording, { params: { accountId, supplyEventId } }),
    enabled,
    staleTime: (RECORDING_LINK_SECONDS / 2) * 1000,
    refetchInterval: (RECORDING_LINK_SECONDS / 2) * 1000,
  });
