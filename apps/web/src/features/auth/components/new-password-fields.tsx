import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';

type Name = 'password' | 'confirmPassword';

/** A new password typed twice: sign-up, the reset link, the change in Account. */
export function NewPasswordFields({
  register,
  errors,
  label = 'Password',
  hint = 'At least 8 characters.',
}: {
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, FieldError>>;
  label?: string;
  hint?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={hint}
        registration={register('password')}
        error={errors.password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        registration={register('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
