import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavBar } from './nav-bar';

function renderAt(path: string, loggedIn = false) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar loggedIn={loggedIn} />
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('NavBar', () => {
  it('shows the product name and the logged-out links', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Shortlist' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
  });

  it('shows Dashboard and My Resumes when logged in', () => {
    renderAt('/', true);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'My Resumes' })).toHaveAttribute(
      'href',
      '/saved-resumes',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('is transparent until scrolled past 10 px, then white', () => {
    scrollTo(0);
    renderAt('/');
    const bar = screen.getByTestId('nav-bar');
    expect(bar).toHaveAttribute('data-tone', 'transparent');
    scrollTo(10);
    expect(bar).toHaveAttribute('data-tone', 'transparent');
    scrollTo(11);
    expect(bar).toHaveAttribute('data-tone', 'white');
    scrollTo(0);
    expect(bar).toHaveAttribute('data-tone', 'transparent');
  });

  it('is solid blue on the saved resumes page whatever the scroll', () => {
    scrollTo(0);
    renderAt('/saved-resumes');
    expect(screen.getByTestId('nav-bar')).toHaveAttribute('data-tone', 'solid');
  });

  it('opens and closes the mobile menu with the same links', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(1);
  });

  it('closes the mobile menu with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('link', { name: 'Login' })).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
