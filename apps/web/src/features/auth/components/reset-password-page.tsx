import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Form, useZodForm } from '../../../components/ui/form';
import { useResetPassword } from '../../../lib/api/users-hooks';
import { paths } from '../../../lib/paths';
import { resetSchema, type ResetValues } from '../schemas';
import { AuthCard, ErrorBanner } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/** The token of an emailed link's fragment (`#token=…`: never sent to a server, nor logged). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

/**
 * The emailed link's page: a new password, typed twice. Setting it signs out every session
 * of the account and signs in here.
 */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once; then the token leaves the address bar (and the history).
  const [token] = useState(() => tokenOf(location.hash));
  const hasHash = location.hash !== '';
  useEffect(() => {
    if (hasHash) void navigate(paths.resetPassword, { replace: true });
  }, [hasHash, navigate]);
  const form = useZodForm(resetSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const reset = useResetPassword();
  const { errors } = form.formState;

  const onSubmit = async ({ password }: ResetValues) => {
    if (!token) return;
    const answer = await reset.mutateAsync({ token, password }).catch(() => null);
    if (!answer) return;
    toast.success('Your password was changed. You are signed in.');
    navigate(paths.dashboard, { replace: true });
  };

  const askAgain = (
    <Link to={paths.forgotPassword} className="font-semibold text-navy-700 underline">
      Ask for a new link
    </Link>
  );

  return (
    <AuthCard title="Choose a new password" subtitle={<>The link works once, for 1 hour.</>}>
      {!token ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>This reset link is incomplete. Open it from the email again, or ask for a new one.</p>
          <p>{askAgain}</p>
        </div>
      ) : (
        <>
          {reset.error && (
            <>
              <ErrorBanner message={reset.error.message} />
              <p className="-mt-2 mb-4 text-sm">{askAgain}</p>
            </>
          )}
          <Form
            form={form}
            onSubmit={onSubmit}
            className="space-y-4"
            aria-label="Set a new password"
          >
            <NewPasswordFields
              register={(name) => form.register(name)}
              errors={errors}
              label="New password"
              hint="At least 8 characters. Setting it signs you out on every other device."
            />
            <Button type="submit" className="w-full py-2.5" loading={reset.isPending}>
              Set the new password
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
