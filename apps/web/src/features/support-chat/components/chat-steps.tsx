import { chatStartBody, emailField } from '@shortlist/contract';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Form, useZodForm } from '../../../components/ui/form';

/** The spec's prompt for the email step (section 5). */
export const EMAIL_PROMPT = 'Please provide your email address so we can send you a reply.';

const messageSchema = z.object({ message: chatStartBody.shape.message });
const emailSchema = z.object({ email: emailField });

/** Step 1: the message; an empty one reads 'Type Your message' and goes nowhere. */
export function MessageStep({
  message,
  onNext,
}: {
  message: string;
  onNext: (message: string) => void;
}) {
  const form = useZodForm(messageSchema, { defaultValues: { message } });
  useEffect(() => form.setFocus('message'), [form]);
  return (
    <Form form={form} onSubmit={(values) => onNext(values.message)} className="space-y-3">
      <TextAreaField
        id="support-chat-message"
        label="Your message"
        placeholder="Type Your message"
        rows={4}
        required
        registration={form.register('message')}
        error={form.formState.errors.message}
      />
      <div className="flex justify-end">
        <Button type="submit">Next</Button>
      </div>
    </Form>
  );
}

/** Step 2: the email to reply to; a failed send stays here and says so. */
export function EmailStep({
  email,
  sending,
  failure,
  onBack,
  onSend,
}: {
  email: string;
  sending: boolean;
  failure: string | null;
  onBack: (email: string) => void;
  onSend: (email: string) => void;
}) {
  const form = useZodForm(emailSchema, { defaultValues: { email } });
  useEffect(() => form.setFocus('email'), [form]);
  return (
    <Form form={form} onSubmit={(values) => onSend(values.email)} className="space-y-3">
      <TextField
        id="support-chat-email"
        label={EMAIL_PROMPT}
        type="email"
        autoComplete="email"
        required
        registration={form.register('email')}
        error={form.formState.errors.email}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={() => onBack(form.getValues('email'))}>
          Back
        </Button>
        <Button type="submit" loading={sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </Form>
  );
}

/** Step 3: the confirmation. */
export function SentStep({ email, onAnother }: { email: string; onAnother: () => void }) {
  // The button that sent it is gone: focus moves to the confirmation, which is read out.
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  return (
    <div className="space-y-3">
      <p
        ref={confirmation}
        role="status"
        tabIndex={-1}
        className="text-sm text-slate-700 focus:outline-none"
      >
        Thank you! Your message has been sent. We will reply to{' '}
        <strong className="break-all">{email}</strong>.
      </p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onAnother}>
          Send another message
        </Button>
      </div>
    </div>
  );
}
