import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';
import { useForgotPassword } from '../../../lib/api/users-hooks';
import { paths } from '../../../lib/paths';
import { forgotSchema, type ForgotValues } from '../schemas';
import { AuthCard, ErrorBanner } from './auth-card';

/**
 * 'Forgot password?': asks for the address and says the same whatever it is (the server
 * does not tell whether an account exists); the email holds a link valid for 1 hour.
 */
export function ForgotPasswordPage() {
  const form = useZodForm(forgotSchema, { defaultValues: { email: '' } });
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = async ({ email }: ForgotValues) => {
    const answer = await forgot.mutateAsync(email).catch(() => null);
    if (answer) setSent(answer.message);
  };

  return (
    <AuthCard
      title="Reset your password"
      subtitle={
        <>
          Remembered it?{' '}
          <Link to={paths.login} className="font-semibold text-navy-700 underline">
            Back to login
          </Link>
        </>
      }
    >
      {sent ? (
        <div role="status" className="space-y-3 text-slate-700">
          <p className="rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 ring-1 ring-emerald-200">
            {sent}
          </p>
          <p className="text-sm">
            No email after a few minutes? Check your spam folder, or{' '}
            <button
              type="button"
              className="font-semibold text-navy-700 underline"
              onClick={() => setSent(null)}
            >
              try another address
            </button>
            .
          </p>
        </div>
      ) : (
        <>
          <ErrorBanner message={forgot.error?.message ?? null} />
          <p className="mb-4 text-sm text-slate-600">
            Enter the email address of your account. We will send you a link to choose a new
            password.
          </p>
          <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Reset password">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              registration={form.register('email')}
              error={errors.email}
            />
            <Button type="submit" className="w-full py-2.5" loading={forgot.isPending}>
              Send the reset link
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
