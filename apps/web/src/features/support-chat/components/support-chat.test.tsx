import { contract } from '@shortlist/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, on, type FakeAnswer } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { SupportChat } from './support-chat';

const PROMPT = 'Please provide your email address so we can send you a reply.';

function renderChat() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SupportChat />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function toEmailStep(user: ReturnType<typeof userEvent.setup>, text = 'I need help') {
  await user.click(screen.getByRole('button', { name: "Let's chat" }));
  await user.type(screen.getByLabelText(/Your message/), text);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('the support chat widget', () => {
  it('opens with the keyboard, takes a message and an email, sends both, confirms', async () => {
    const calls = fakeApi(
      on(contract.chat.start).reply(() => ({ status: 201, body: { _id: 'm1' } })),
    );
    const user = renderChat();
    const bubble = screen.getByRole('button', { name: "Let's chat" });
    expect(bubble).toHaveAttribute('aria-expanded', 'false');
    bubble.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: "Let's chat" });
    expect(bubble).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveTextContent('Step 1 of 3');
    const message = screen.getByLabelText(/Your message/);
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('placeholder', 'Type Your message');
    await user.keyboard('  Where is my invoice?  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const email = screen.getByLabelText(new RegExp(PROMPT.replace('.', '\\.')));
    expect(email).toHaveAttribute('type', 'email');
    await waitFor(() => expect(email).toHaveFocus());
    await user.keyboard('ada@example.com{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your message has been sent. We will reply to ada@example.com.',
    );
    expect(dialog).toHaveTextContent('Step 3 of 3');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/resume/chat/start',
        body: { email: 'ada@example.com', message: 'Where is my invoice?' },
      },
    ]);
  });

  it("says 'Type Your message' and stays on step 1 when the message is empty", async () => {
    const calls = fakeApi();
    const user = renderChat();
    await user.click(screen.getByRole('button', { name: "Let's chat" }));
    await user.type(screen.getByLabelText(/Your message/), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type Your message');
    expect(screen.getByLabelText(/Your message/)).toHaveAccessibleDescription('Type Your message');
    expect(screen.queryByLabelText(new RegExp('Please provide'))).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses a missing or malformed email without sending', async () => {
    const calls = fakeApi();
    const user = renderChat();
    await toEmailStep(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');
    await user.type(screen.getByLabelText(/Please provide/), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(calls).toEqual([]);
  });

  const failures: [string, FakeAnswer<typeof contract.chat.start>, string][] = [
    [
      'a 429',
      {
        status: 429,
        body: {
          message: 'You have sent too many messages. Please try again in 60 minutes.',
          code: 'RATE_LIMITED',
        },
      },
      'You have sent too many messages. Please try again in 60 minutes.',
    ],
    ['a 500', { status: 500 }, 'Your message could not be sent. Please try again.'],
    ['no connection', { network: 'down' }, 'Your message could not be sent. Please try again.'],
  ];
  it.each(failures)('on %s stays on step 2 and says so', async (_, answer, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi(on(contract.chat.start).reply(() => answer));
    const user = renderChat();
    await toEmailStep(user);
    await user.type(screen.getByLabelText(/Please provide/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3');
    expect(screen.getByLabelText(/Please provide/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(warn).toHaveBeenCalled();
  });

  it('goes back to the message, keeping it; Escape closes and gives focus to the bubble', async () => {
    fakeApi();
    const user = renderChat();
    await toEmailStep(user, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Hello there');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const bubble = screen.getByRole('button', { name: "Let's chat" });
    expect(bubble).toHaveFocus();
    expect(bubble).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Hello there');
  });

  it('shows on every page but the admin pages', async () => {
    fakeApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/login');
    expect(await screen.findByRole('button', { name: "Let's chat" })).toBeInTheDocument();
  });

  it('is absent from the admin pages', async () => {
    fakeApi();
    const router = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: "Let's chat" })).toBeNull();
  });

  it('closes with Escape after sending, when the Send button is gone', async () => {
    fakeApi(on(contract.chat.start).reply(() => ({ status: 201, body: { _id: 'm1' } })));
    const user = renderChat();
    await toEmailStep(user);
    await user.type(screen.getByLabelText(/Please provide/), 'ada@example.com{Enter}');
    await screen.findByRole('status');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: "Let's chat" })).toHaveFocus();
  });
});
