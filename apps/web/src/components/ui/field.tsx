import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-navy-600 focus:ring-2 focus:ring-navy-600/20 focus:outline-none aria-invalid:border-red-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

type FrameProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: FieldError | string;
  className?: string;
  children: ReactNode;
};

const message = (error: FieldError | string | undefined) =>
  typeof error === 'string' ? error : error?.message;

/** Label, required mark, hint and error around one control; ids tie them together. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className = '',
  children,
}: FrameProps) {
  const text = message(error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
        {required && <span className="sr-only"> (required)</span>}
      </label>
      {children}
      {hint && !text && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
          {text}
        </p>
      )}
    </div>
  );
}

/** aria attributes that point a control at its hint or error. */
export function describedBy(id: string, hint: ReactNode, error: FieldError | string | undefined) {
  const text = message(error);
  return {
    'aria-invalid': text ? true : undefined,
    'aria-describedby': text ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

type Common = {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: FieldError | string;
  className?: string;
  /** Defaults to the registered name, so code can focus a field by its form path. */
  id?: string;
};

type TextFieldProps = Common & {
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'className'>;

/**
 * What a labelled control needs: the frame's props and the control's id and aria attributes,
 * tied together by one id (the form path unless given).
 */
function bindField({
  label,
  required,
  hint,
  error,
  className,
  id,
  registration,
}: Common & { registration: UseFormRegisterReturn }) {
  const fieldId = id ?? registration.name;
  return {
    frame: { id: fieldId, label, required, hint, error, className },
    control: {
      id: fieldId,
      'aria-required': required || undefined,
      ...describedBy(fieldId, hint, error),
      ...registration,
    },
  };
}

/**
 * A labelled input bound to a react-hook-form registration. Its text runs in its own direction
 * (`dir="auto"`): an Arabic or Hebrew entry reads right to left while it is typed.
 */
export function TextField({
  label,
  required,
  hint,
  error,
  className,
  id,
  registration,
  ...input
}: TextFieldProps) {
  const { frame, control } = bindField({
    label,
    required,
    hint,
    error,
    className,
    id,
    registration,
  });
  return (
    <FieldFrame {...frame}>
      <input dir="auto" className={inputClasses} {...input} {...control} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Common & {
  registration: UseFormRegisterReturn;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required' | 'className'>;

/** A labelled textarea bound to a react-hook-form registration. */
export function TextAreaField({
  label,
  required,
  hint,
  error,
  className,
  id,
  registration,
  rows = 4,
  ...area
}: TextAreaFieldProps) {
  const { frame, control } = bindField({
    label,
    required,
    hint,
    error,
    className,
    id,
    registration,
  });
  return (
    <FieldFrame {...frame}>
      <textarea
        rows={rows}
        dir="auto"
        className={`${inputClasses} resize-y`}
        {...area}
        {...control}
      />
    </FieldFrame>
  );
}
