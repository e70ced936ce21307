import { formResolver } from '../../../lib/form-resolver';
import { Anchor, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { authApi } from '../../../lib/auth/auth-api';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  passcodeRequestSchema,
  passcodeSchema,
  type PasscodeForm,
  type PasscodeRequestForm,
} from '@portal/shared/auth-forms';
import { MESSAGES } from '@portal/shared/messages';
import { paths } from '../../../config/paths';
import { authErrorMessage } from '../../../lib/auth/auth-error-message';
import { notify } from '../../../lib/notify';
import { AuthForm } from '../components/auth-form';
import { useHrefKeepingRedirect } from '../lib/redirect-query';
import { useFormFailure, type FormFailure } from '../lib/use-form-failure';
import { useSignInSteps } from '../lib/use-sign-in-steps';

interface SentTo {
  username: string;
  channel: PasscodeRequestForm['channel'];
  destination: string;
}

/** /otp: passwordless sign-in. Step one Get Code, step two Enter Passcode with Verify and a new passcode on request. */
export function Component() {
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const onSignInStep = useSignInSteps();
  // One failure for both steps: a step's failure is said on the step the user is on.
  const { failure, report, clear } = useFormFailure();

  /** Starts (or restarts) the sign-in; returns where the passcode went, or throws. */
  const sendPasscode = async ({ username, channel }: PasscodeRequestForm): Promise<SentTo> => {
    const output = await authApi.requestPasscode(username, channel);
    const step = output.nextStep;
    if (step.signInStep === 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' || step.signInStep === 'CONFIRM_SIGN_IN_WITH_SMS_CODE') {
      return { username: username.trim(), channel, destination: step.codeDeliveryDetails?.destination ?? '' };
    }
    if (await onSignInStep(output, username.trim())) throw new Error('handled');
    throw new Error(MESSAGES.passcodeSendFailed);
  };

  return sentTo ? (
    <EnterPasscode
      sentTo={sentTo}
      failure={failure}
      onVerify={async (passcode) => {
        clear();
        try {
          await onSignInStep(await authApi.answerChallenge(passcode), sentTo.username);
        } catch (error) {
          report(MESSAGES.passcodeNotVerified(authErrorMessage(error)));
        }
      }}
      onResend={async () => {
        clear();
        try {
          setSentTo(await sendPasscode(sentTo));
          notify.success('We are sending you a new passcode.');
        } catch (error) {
          if (!(error instanceof Error && error.message === 'handled')) report(MESSAGES.passcodeResendFailed);
        }
      }}
      onStartOver={() => {
        clear();
        setSentTo(null);
      }}
    />
  ) : (
    <GetCode
      failure={failure}
      onSubmit={async (form) => {
        clear();
        try {
          setSentTo(await sendPasscode(form));
        } catch (error) {
          if (!(error instanceof Error && error.message === 'handled')) report(MESSAGES.passcodeSendFailed);
        }
      }}
    />
  );
}

function GetCode({
  onSubmit,
  failure,
}: {
  onSubmit: (form: PasscodeRequestForm) => Promise<void>;
  failure: FormFailure | null;
}) {
  const href = useHrefKeepingRedirect();
  const form = useForm<PasscodeRequestForm>({
    resolver: formResolver(passcodeRequestSchema),
    defaultValues: { username: '', channel: 'EMAIL_OTP' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthForm
      title="Login with a passcode"
      subtitle="We will send a one-time passcode to your email or phone. Passcode is sent within a few minutes."
      onSubmit={form.handleSubmit(onSubmit)}
      submitLabel="Get Code"
      submitting={isSubmitting}
      failure={failure}
      footer={
        <Anchor component={Link} to={href(paths.login.href())} size="sm" ta="center">
          Login with a password
        </Anchor>
      }
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="otp-channel-label">
          Send the passcode by
        </Text>
        <Controller
          control={form.control}
          name="channel"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="otp-channel-label"
              fullWidth
              value={field.value}
              onChange={(value) => field.onChange(value)}
              data={[
                { label: 'Email', value: 'EMAIL_OTP' },
                { label: 'Text message', value: 'SMS_OTP' },
              ]}
            />
          )}
        />
      </Stack>
    </AuthForm>
  );
}

function EnterPasscode(props: {
  sentTo: SentTo;
  failure: FormFailure | null;
  onVerify: (passcode: string) => Promise<void>;
  onResend: () => Promise<void>;
  onStartOver: () => void;
}) {
  const form = useForm<PasscodeForm>({ resolver: formResolver(passcodeSchema), defaultValues: { passcode: '' } });
  const { errors, isSubmitting } = form.formState;
  const [resending, setResending] = useState(false);
  const where = props.sentTo.channel === 'EMAIL_OTP' ? 'email' : 'phone';

  const verify = form.handleSubmit(({ passcode }) => props.onVerify(passcode.trim()));

  return (
    <AuthForm
      title="Enter Passcode"
      // The specification's "Passcode is sent within a few minutes", and the code's lifetime (3 minutes from
      // sending, as the message itself says), in one sentence that does not contradict itself.
      subtitle={`We are sending a passcode to your ${where}${props.sentTo.destination ? ` ${props.sentTo.destination}` : ''}. Passcode is sent within a few minutes and is valid for 3 minutes after it is sent; if it expires before you use it, press Resend Passcode.`}
      onSubmit={verify}
      submitLabel="Verify"
      submitting={isSubmitting}
      failure={props.failure}
      footer={
        <Stack gap={4} align="center">
          <Button
            variant="subtle"
            size="compact-sm"
            loading={resending}
            onClick={async () => {
              setResending(true);
              await props.onResend();
              setResending(false);
            }}
          >
            Resend Passcode
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={props.onStartOver}>
            Use a different account
          </Anchor>
        </Stack>
      }
    >
      <TextInput
        label="Passcode"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        data-autofocus
        error={errors.passcode?.message}
        {...form.register('passcode')}
      />
    </AuthForm>
  );
}
