import { checkCurrentPassword } from '@verity/client';
import { useLocation } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { textLinkClass } from '../../../components/ui/text-link';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useAuthStore } from '../../../session/auth-store';
import { completeLogin } from '../lib/complete-login';
import { useCheckedField } from '../lib/use-checked-field';
import { useThrottle } from '../lib/use-throttle';
import { ThrottleHint } from './throttle-hint';

const fields = ['password'] as const;

export interface LoginPasswordFormProps {
  email: string;
  onChangeEmail(): void;
}

/**
 * The server spends a challenge token on every attempt, right or wrong, so after a failure a fresh one
 * is fetched for the next try. If that fails too, the next attempt shows the server's own message.
 */
async function refreshChallenge(email: string): Promise<void> {
  try {
    const { data } = await api.auth.lookup({ email });
    useAuthStore.getState().setLookup(email, data.accountChallengeToken);
  } catch {
    // Deliberately quiet: see above.
  }
}

/**
 * Login step 2: the password, then the login decision tree decides where the person goes. Checked by the
 * client's zod-free rule (`checkCurrentPassword`), so the login page loads no zod.
 */
export function LoginPasswordForm({ email, onChangeEmail }: LoginPasswordFormProps) {
  const [, navigate] = useLocation();
  const field = useCheckedField('password', checkCurrentPassword);
  const failure = useFormFailure(fields, field.setError);
  const throttle = useThrottle();

  const submit = field.handleSubmit(async (password) => {
    failure.setMessage(null);
    const challengeToken = useAuthStore.getState().challengeToken;
    if (!challengeToken) {
      onChangeEmail();
      return;
    }
    try {
      const { data } = await api.auth.login({ email, password, challengeToken });
      navigate(completeLogin(data));
    } catch (error) {
      const throttled = throttle.track(error);
      failure.report(error);
      field.replace('');
      field.focus();
      if (!throttled) await refreshChallenge(email);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-2 text-muted">
        <span>
          Signing in as <strong className="break-all font-medium text-ink">{email}</strong>
        </span>
        <a
          href="/auth/login"
          className={textLinkClass}
          aria-label="Change email address"
          onClick={(event) => {
            event.preventDefault();
            onChangeEmail();
          }}
        >
          Change
        </a>
      </p>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        autoFocus
        error={field.error}
        {...field.inputProps}
      />
      <Button type="submit" block loading={field.isSubmitting} disabled={throttle.remaining > 0}>
        Log in
      </Button>
      <ThrottleHint remaining={throttle.remaining} />
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
    </form>
  );
}
