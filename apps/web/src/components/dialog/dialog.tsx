import type { ModalProps } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { whenIdle } from '../../lib/when-idle';

const { Lazy: DialogFrame, preload } = lazyComponent<ModalProps>(() =>
  import('./dialog-frame').then((module) => module.DialogFrame),
);

/**
 * Mantine's Modal for a dialog drawn inside a screen (a confirmation, a short form): its code, with its focus
 * trap and scroll lock (10 KB gzipped), is fetched once the screen has painted and the browser is idle, not
 * with the screen's first load (docs/decisions/0055). Nothing is drawn until it first opens; a press before the
 * code is here opens it as the code arrives. A modal that is a lazily loaded file of its own uses Modal itself.
 */
export function Dialog(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void preload().catch(() => undefined)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
