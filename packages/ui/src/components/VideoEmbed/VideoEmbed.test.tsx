import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { VideoEmbed } from './VideoEmbed';

const props = {
  src: '/videos/transition.mp4',
  title: 'Changer d’alimentation en 7 jours',
  captions: '/videos/transition.vtt',
  caption: 'Nos conseils pour une transition en douceur.',
};

describe('VideoEmbed (content block « embed », SPEC §2)', () => {
  const onDocumentClick = vi.fn();
  afterEach(() => {
    document.removeEventListener('click', onDocumentClick);
    onDocumentClick.mockReset();
  });

  it('shows a link to the file, named after the video, and no player before it is asked for', async () => {
    const { container } = render(<VideoEmbed {...props} />);
    const link = screen.getByRole('link', { name: 'Lire la vidéo : Changer d’alimentation en 7 jours' });
    expect(link.textContent).toBe('Lire la vidéo');
    expect(link.getAttribute('href')).toBe('/videos/transition.mp4');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('Nos conseils pour une transition en douceur.').tagName).toBe('FIGCAPTION');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('replaces the link by the playing player, with its captions, and keeps the click from any router (a player in the page is checked by Storybook and e2e)', async () => {
    document.addEventListener('click', onDocumentClick);
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed {...props} />);
    await user.click(screen.getByRole('link', { name: /Lire la vidéo/ }));
    const video = container.querySelector('video');
    expect(video?.getAttribute('aria-label')).toBe('Changer d’alimentation en 7 jours');
    expect(video?.autoplay).toBe(true);
    expect(video?.controls).toBe(true);
    expect(container.querySelector('track[kind="captions"]')?.getAttribute('src')).toBe('/videos/transition.vtt');
    expect(screen.queryByRole('link', { name: /Lire la vidéo/ })).toBeNull();
    expect(onDocumentClick).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier to the browser (new tab, download)', () => {
    const { container } = render(<VideoEmbed {...props} />);
    const link = screen.getByRole('link', { name: /Lire la vidéo/ });
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(container.querySelector('video')).toBeNull();
  });
});
