import { Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import type { Person } from '@portal/shared/people';
import type { PersonAction } from '@portal/shared/people-rules';
import { Dialog } from '../../../components/dialog/dialog';
import { lazyComponent } from '../../../lib/lazy-component';
import { whenIdle } from '../../../lib/when-idle';
import type { PersonActionFormProps } from './person-action-form';
import { ACTION_WORDS, personName } from './person-labels';

export interface ChosenAction {
  person: Person;
  action: PersonAction;
}

// The form, its rules and the writes' contracts load after the first paint (docs/decisions/0055).
const { Lazy: PersonActionForm, preload } = lazyComponent<PersonActionFormProps>(() =>
  import('./person-action-form').then((module) => module.PersonActionForm),
);

/** The screen's one dialog: what the chosen action does, and the reason the audit log keeps with it. */
export function PersonActionDialog({ chosen, onClose }: { chosen: ChosenAction | null; onClose: () => void }) {
  useEffect(() => whenIdle(() => void preload().catch(() => undefined)), []);
  return (
    <Dialog
      opened={chosen !== null}
      onClose={onClose}
      title={chosen ? ACTION_WORDS[chosen.action].title(personName(chosen.person)) : ''}
      centered
    >
      {/* A new form for each choice: no reason typed for one person is sent for another. */}
      {chosen && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the form" />}>
          <PersonActionForm key={`${chosen.person.id} ${chosen.action}`} chosen={chosen} onClose={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
