import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';
import { useChangePassword } from '../../../lib/api/users-hooks';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { ErrorBanner } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const empty = { currentPassword: '', password: '', confirmPassword: '' };

/** 'Change password' in Account: the current one confirms it; other sessions end. */
export function ChangePasswordSection() {
  const form = useZodForm(changePasswordSchema, { defaultValues: empty });
  const change = useChangePassword();
  const { errors } = form.formState;

  const onSubmit = async (values: ChangePasswordValues) => {
    const answer = await change
      .mutateAsync({ currentPassword: values.currentPassword, newPassword: values.password })
      .catch(() => null);
    if (!answer) return;
    form.reset(empty);
    toast.success(answer.message);
  };

  return (
    <section
      aria-labelledby="change-password-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="change-password-title" className="text-lg font-semibold text-navy-900">
        Change password
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Your other devices are signed out when the password changes.
      </p>
      <ErrorBanner message={change.error?.message ?? null} />
      <Form
        form={form}
        onSubmit={onSubmit}
        className="grid max-w-md gap-4"
        aria-label="Change password"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          registration={form.register('currentPassword')}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          register={(name) => form.register(name)}
          errors={errors}
          label="New password"
        />
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </Form>
    </section>
  );
}
