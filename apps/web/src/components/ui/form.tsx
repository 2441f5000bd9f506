import { zodResolver } from '@hookform/resolvers/zod';
import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a zod schema (STYLE.md: one form wrapper). The form's values are the
 * schema's output type: callers give complete default values (e.g. `emptyResume()`), so what
 * the user edits already has the parsed shape, and the resolver hands back parsed data.
 */
export function useZodForm<TValues extends FieldValues>(
  schema: z.ZodType<TValues>,
  options: Omit<UseFormProps<TValues>, 'resolver'> = {},
): UseFormReturn<TValues> {
  // The resolver's input type is the schema's input (defaults optional); with complete
  // default values the two coincide, so the cast only forgets the optionality.
  const resolver = zodResolver(schema as never) as unknown as Resolver<TValues>;
  return useForm<TValues>({ mode: 'onTouched', ...options, resolver });
}

type FormProps<TValues extends FieldValues> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> & {
  form: UseFormReturn<TValues>;
  onSubmit: SubmitHandler<TValues>;
  /** Called instead of `onSubmit` when the schema rejects the values. */
  onInvalid?: SubmitErrorHandler<TValues>;
  children: ReactNode;
};

/** The `<form>` for a `useZodForm` form: provides the form context, no browser validation UI. */
export function Form<TValues extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...rest
}: FormProps<TValues>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}
