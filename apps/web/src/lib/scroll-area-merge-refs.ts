import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs`, as Mantine's ScrollArea calls it (one array of refs), done by Mantine's own
 * `useMergedRef`. The build points ScrollArea's import of floating-ui here (vite.config.ts): that one hook
 * would otherwise bring all of floating-ui's React module (12 KB gzipped) into every screen with a table or
 * a dialog, where nothing is positioned (docs/decisions/0030).
 */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>) {
  return useMergedRef<Instance>(...refs);
}
