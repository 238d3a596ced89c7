import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
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

describe('VideoEmbed — issue 27: in a Dutch page (KitLocaleProvider)', () => {
  it('offers to play the video in Dutch, with Dutch captions and fallback', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <VideoEmbed
          src="/videos/overgang.mp4"
          title="In 7 dagen van voeding veranderen"
          captions="/videos/overgang.nl.vtt"
        />
      </KitLocaleProvider>,
    );
    const link = screen.getByRole('link', { name: 'Video afspelen: In 7 dagen van voeding veranderen' });
    expect(link.textContent).toBe('Video afspelen');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(link);
    const track = container.querySelector('track[kind="captions"]');
    expect(track?.getAttribute('srclang')).toBe('nl');
    expect(track?.getAttribute('label')).toBe('Nederlands');
    expect(container.querySelector('video')?.textContent).toBe(
      'Uw browser kan deze video niet afspelen: download de video.',
    );
  });

  it('names a video without a title « Vidéo », « Video » in Dutch', () => {
    render(
      <>
        <VideoEmbed src="/videos/a.mp4" title="" />
        <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
          <VideoEmbed src="/videos/a.mp4" title="" />
        </KitLocaleProvider>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Lire la vidéo : Vidéo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Video afspelen: Video' })).toBeTruthy();
  });
});
