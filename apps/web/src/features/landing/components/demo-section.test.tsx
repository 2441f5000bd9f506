import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DemoSection } from './demo-section';

describe('DemoSection', () => {
  it('has the #demo anchor and the six templates, the spec order first', () => {
    const { container } = render(<DemoSection />);
    expect(container.querySelector('#demo')).not.toBeNull();
    const buttons = screen.getAllByRole('button', { name: /Zoom the/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Split',
      'Classic',
      'Hybrid',
      'Modern',
      'Banner',
      'Compact',
    ]);
    const banner = screen.getByRole('img', { name: /Banner template/ });
    expect(banner).toHaveAttribute('src', '/demo/banner-662.webp');
    const avif = banner.parentElement!.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      '/demo/banner-347.avif 347w, /demo/banner-662.avif 662w',
    );
  });

  it('names only sample images that are in public/demo', () => {
    const { container } = render(<DemoSection />);
    const files = [...container.querySelectorAll('img, source')].flatMap((element) =>
      [element.getAttribute('src'), element.getAttribute('srcset')]
        .filter((value): value is string => value !== null)
        .flatMap((value) => value.split(',').map((part) => part.trim().split(' ')[0]!)),
    );
    expect(files).toHaveLength(6 * 5);
    const publicDir = join(__dirname, '../../../../public');
    for (const file of files) expect(existsSync(publicDir + file), file).toBe(true);
  });

  it('zooms a template in a dialog that the close button and Escape close', async () => {
    const user = userEvent.setup();
    render(<DemoSection />);
    await user.click(screen.getByRole('button', { name: 'Zoom the Classic template' }));
    const dialog = screen.getByRole('dialog', { name: 'Classic template' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Classic template, enlarged/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Zoom the Hybrid template' }));
    expect(screen.getByRole('dialog', { name: 'Hybrid template' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
