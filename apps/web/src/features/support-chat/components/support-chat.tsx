import { useEffect, useId, useRef, useState } from 'react';
import { useSendChatMessage } from '../../../lib/api/chat';
import { EmailStep, MessageStep, SentStep } from './chat-steps';

type Step = 1 | 2 | 3;

/**
 * The live-chat widget (spec sections 2, 4 and 5): a bubble that opens a panel headed
 * "Let's chat" with three steps (message, email, confirmation). Escape closes it and gives
 * focus back to the bubble; what was typed is kept while it is closed.
 *
 * `placement`: `corner`, the floating bubble at the bottom right; `bar`, a compact button in
 * a page's own top bar (the builder's, where a floating bubble would cover Previous / Next on
 * a phone), whose panel opens below the bar.
 *
 * `startOpen`: shown open at once (the static landing page mounts it on the bubble's click).
 */
export function SupportChat({
  placement = 'corner',
  startOpen = false,
}: {
  placement?: 'corner' | 'bar';
  startOpen?: boolean;
}) {
  const inBar = placement === 'bar';
  const [open, setOpen] = useState(startOpen);
  const [step, setStep] = useState<Step>(1);
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const send = useSendChatMessage();
  const bubble = useRef<HTMLButtonElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();

  const close = () => {
    setOpen(false);
    bubble.current?.focus();
  };
  // Escape closes from inside the widget, or when focus was lost to the page (a step's
  // button that went away), but not from another part of the page.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = event.target as Node | null;
      if (target !== document.body && !widget.current?.contains(target)) return;
      setOpen(false);
      bubble.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const sendTo = (address: string) => {
    setEmail(address);
    send.mutate(
      { email: address, message },
      {
        onSuccess: () => setStep(3),
        onError: (error) => console.warn('Support message not sent', error),
      },
    );
  };
  const startOver = () => {
    setMessage('');
    send.reset();
    setStep(1);
  };

  return (
    <div
      ref={widget}
      className={
        inBar
          ? 'flex items-center print:hidden'
          : 'fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden'
      }
    >
      {open && (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          className={`w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-slate-200 ${
            inBar ? 'fixed top-14 right-4 z-50' : ''
          }`}
        >
          <div className="mb-3 flex items-start justify-between gap-2">
            <div>
              <h2 id={headingId} className="text-lg font-bold text-navy-900">
                Let&apos;s chat
              </h2>
              <p className="text-xs text-slate-500" aria-live="polite">
                Step {step} of 3
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close chat"
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          {step === 1 && (
            <MessageStep
              message={message}
              onNext={(text) => {
                setMessage(text);
                setStep(2);
              }}
            />
          )}
          {step === 2 && (
            <EmailStep
              email={email}
              sending={send.isPending}
              failure={send.error?.message ?? null}
              onBack={(address) => {
                setEmail(address);
                send.reset();
                setStep(1);
              }}
              onSend={sendTo}
            />
          )}
          {step === 3 && <SentStep email={email} onAnother={startOver} />}
        </section>
      )}
      <button
        ref={bubble}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Let's chat"
        className={
          inBar
            ? 'flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-navy-700 hover:bg-slate-900/5 focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:outline-none'
            : 'flex h-14 items-center gap-2 rounded-full bg-navy-700 px-5 font-semibold text-white shadow-lg hover:bg-navy-600 focus-visible:ring-4 focus-visible:ring-gold-400 focus-visible:outline-none'
        }
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={inBar ? 'h-5 w-5' : 'h-6 w-6'}
          fill="currentColor"
        >
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
        </svg>
        <span className={inBar ? 'hidden xl:inline' : 'hidden sm:inline'} aria-hidden="true">
          {inBar ? 'Help' : <>Let&apos;s chat</>}
        </span>
      </button>
    </div>
  );
}
