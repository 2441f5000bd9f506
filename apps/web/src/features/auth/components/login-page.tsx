import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';
import { paths } from '../../../lib/paths';
import { useLogin } from '../../../lib/api/users-hooks';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthCard, ErrorBanner } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const prefill = (location.state as { email?: string } | null)?.email ?? '';
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
      navigate(paths.dashboard);
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
          <Link to={paths.signup} className="font-semibold text-navy-700 underline">
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
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            {...form.register('remember')}
          />
          Remember me for 30 days
        </label>
        <Button type="submit" className="w-full py-2.5" loading={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </Form>
    </AuthCard>
  );
}
