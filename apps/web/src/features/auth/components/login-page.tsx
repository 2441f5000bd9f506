import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';
import { paths, returnPath } from '../../../lib/paths';
import { useLogin } from '../../../lib/api/users-hooks';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthCard, ErrorBanner } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { email?: string; from?: string } | null;
  const prefill = state?.email ?? '';
  // Back to the page that asked for a login (My Resumes, a resume), else the builder.
  const from = returnPath(state?.from);
  const form = useZodForm(loginSchema, {
    defaultValues: { email: prefill, password: '', remember: false },
  });
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = async (values: LoginValues) => {
    setError(null);
    try {
      await login.mutateAsync(values);
      navigate(from ?? paths.dashboard, { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'An unexpected error occurred');
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle={
        <>
          New to Shortlist?{' '}
          <Link
            to={paths.signup}
            state={from ? { from } : undefined}
            className="font-semibold text-navy-700 underline"
          >
            Sign up for free
          </Link>
        </>
      }
    >
      <ErrorBanner message={error} />
      <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Log in">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          registration={form.register('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          registration={form.register('password')}
          error={errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              {...form.register('remember')}
            />
            Remember me for 30 days
          </label>
          <Link
            to={paths.forgotPassword}
            className="text-sm font-semibold text-navy-700 underline underline-offset-2"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full py-2.5" loading={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </Form>
    </AuthCard>
  );
}
