import { formResolver } from '../../../lib/form-resolver';
import { Alert, Button, Group, Modal, Stack, Stepper, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Account } from '@portal/shared/accounts';
import { campaignCreateSchema, type CampaignCreate } from '@portal/shared/campaigns';
import { paths } from '../../../config/paths';
import { formatTimeZoneName } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { showServerFieldErrors } from '../../../lib/http/server-field-errors';
import { notify } from '../../../lib/notify';
import { useCreateCampaign } from '../api/create-campaign';
import { stepOfField, WIZARD_STEPS, wizardDefaults, wizardProblems } from './campaign-wizard';
import { WizardBasicsStep } from './wizard-basics-step';
import { WizardGeographyStep } from './wizard-geography-step';
import { WizardListingStep } from './wizard-listing-step';
import { WizardPricesStep } from './wizard-prices-step';
import { WizardScheduleStep } from './wizard-schedule-step';
import classes from './create-campaign-modal.module.css';

const LAST_STEP = WIZARD_STEPS.length - 1;
const ALL_STEPS = WIZARD_STEPS.map((_, index) => index);

/**
 * "New campaign": five short steps, each checked (its fields' schemas and the business rules) before the
 * next opens; the campaign, its budget and first listing are sent together at the end. Full screen on phones.
 */
export function CreateCampaignModal({
  accountId,
  account,
  opened,
  onClose,
}: {
  accountId: string;
  account: Account | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const navigate = useNavigate();
  const create = useCreateCampaign(accountId);
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CampaignCreate>({
    resolver: formResolver(campaignCreateSchema),
    defaultValues: wizardDefaults(account),
    // A fixed field's error clears as it is typed, not when it loses focus: on blur the layout would move
    // under the pointer, and the click meant for the next field would miss it.
    mode: 'onChange',
  });
  const timeZone = formatTimeZoneName(account?.Time_Zone__c) || 'the account’s time zone';

  /** Shows the rule problems of some steps on their fields; answers the first step that has one. */
  const showProblems = (steps: readonly number[]): number | null => {
    const problems = wizardProblems(form.getValues(), steps);
    problems.forEach((problem, index) =>
      form.setError(
        problem.path as Path<CampaignCreate>,
        { type: 'rule', message: problem.message },
        { shouldFocus: index === 0 },
      ),
    );
    return problems.length > 0 ? stepOfField(problems[0]!.path) : null;
  };

  const next = async () => {
    const valid = await form.trigger([...WIZARD_STEPS[step]!.fields], { shouldFocus: true });
    if (!valid || showProblems([step]) !== null) return;
    // The listing shows the campaign's service unless someone chose otherwise.
    if (step === 0 && form.getValues('listing.categories').length === 0)
      form.setValue('listing.categories', [form.getValues('category')]);
    setStep(step + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const problemStep = showProblems(ALL_STEPS);
      if (problemStep !== null) return setStep(problemStep);
      try {
        const campaign = await create.mutateAsync(values);
        notify.success(`${campaign.name} was created.`);
        onClose();
        void navigate(paths.campaign.href(campaign.id));
      } catch (error) {
        setFailure(errorMessage(error, 'The campaign could not be created.'));
        if (showServerFieldErrors(error, form)) {
          const first = Object.keys(form.formState.errors)[0];
          if (first) setStep(stepOfField(first));
        }
      }
    },
    // An earlier step may have a problem the current one does not show: go where it is.
    (errors) => setStep(Math.min(...Object.keys(errors).map(stepOfField))),
  );

  const current = WIZARD_STEPS[step]!;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New campaign"
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      radius={phone ? 0 : 'md'}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm" aria-label="Steps">
            {WIZARD_STEPS.map((wizardStep, index) => (
              <Stepper.Step
                key={wizardStep.label}
                label={phone ? undefined : wizardStep.label}
                aria-label={`Step ${index + 1}: ${wizardStep.label}`}
              />
            ))}
          </Stepper>
          <div aria-live="polite">
            <Text size="sm" fw={600}>
              Step {step + 1} of {WIZARD_STEPS.length}: {current.label}
            </Text>
            <Text size="sm" c="dimmed">
              {current.description}
            </Text>
          </div>
          {step === 0 && <WizardBasicsStep form={form} />}
          {step === 1 && <WizardGeographyStep form={form} />}
          {step === 2 && <WizardScheduleStep form={form} timeZone={timeZone} />}
          {step === 3 && <WizardPricesStep form={form} />}
          {step === 4 && <WizardListingStep form={form} timeZone={timeZone} />}
          {failure && (
            <Alert color="red" title="The campaign was not created" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between" className={classes.footer}>
            <Button variant="default" onClick={step === 0 ? onClose : () => setStep(step - 1)}>
              {step === 0 ? 'Cancel' : 'Back'}
            </Button>
            {/* Keyed apart: were "Next" turned into the submit button in place, the click that opens the last
                step would go on to submit the form. */}
            {step < LAST_STEP ? (
              <Button key="next" onClick={() => void next()}>
                Next
              </Button>
            ) : (
              <Button key="submit" type="submit" loading={form.formState.isSubmitting}>
                Create campaign
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
