import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';
import { paths, returnPath } from '../../../lib/paths';
import { PriceSummary } from '../../payments';
import { useRegister } from '../../../lib/api/users-hooks';
import { signupSchema, type SignupValues } from '../schemas';
import { AuthCard, ErrorBanner } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

// Only what an account gets today (docs/decisions/0004); the spec's premium templates and AI
// suggestions return with those features.
const benefits = [
  'Your resumes saved in your account',
  'Three ATS-friendly templates',
  'A live PDF preview as you type',
  'Export to PDF and Word, or print',
];

export function SignupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the visitor started (the builder, a page that asked for an account).
  const from = returnPath((location.state as { from?: string } | null)?.from);
  const form = useZodForm(signupSchema, {
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = async (values: SignupValues) => {
    setError(null);
    try {
      await register.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
      });
      // The new account is signed in (the server set the session): no second typing.
      toast.success(`Welcome to Shortlist, ${values.name.trim()}! You are signed in.`);
      navigate(from ?? paths.dashboard, { replace: true });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Registration failed');
    }
  };

  return (
    <AuthCard
      title="Create your free account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login}
            state={from ? { from } : undefined}
            className="font-semibold text-navy-700 underline"
          >
            Sign in
          </Link>
        </>
      }
      aside={
        <div className="pt-6">
          <h2 className="text-xl font-bold text-navy-900">Your account includes</h2>
          <ul className="mt-4 space-y-3">
            {benefits.map((b) => (
              <li key={b} className="flex items-center gap-3 text-slate-700">
                <span
                  aria-hidden="true"
                  className="flex h-6 w-6 items-center justify-center rounded-full bg-gold-400 text-xs font-bold text-navy-900"
                >
                  ✓
                </span>
                {b}
              </li>
            ))}
          </ul>
          <PriceSummary className="mt-6 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200" />
        </div>
      }
    >
      <ErrorBanner message={error} />
      <PriceSummary className="mb-4 text-sm text-slate-600 md:hidden" />
      <Form form={form} onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
        <TextField
          label="Full name"
          autoComplete="name"
          required
          registration={form.register('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          registration={form.register('email')}
          error={errors.email}
        />
        <NewPasswordFields register={(name) => form.register(name)} errors={errors} />
        <Button type="submit" className="w-full py-2.5" disabled={register.isPending}>
          {register.isPending ? 'Registering...' : 'Sign up'}
        </Button>
      </Form>
    </AuthCard>
  );
}
