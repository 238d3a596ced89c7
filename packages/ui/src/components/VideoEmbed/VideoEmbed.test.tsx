import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

describe('VideoEmbed — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
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

  it('RGAA 4.1: gives the transcript beside the video, a line a paragraph, folded under « Transcription de la vidéo »', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <VideoEmbed {...props} transcript={'Jours 1 et 2 : 75 % de l’ancienne.\n\n  Jour 7 : 100 % de la nouvelle.  '} />,
    );
    const summary = screen.getByText('Transcription de la vidéo');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    // Outside the figure, whose caption stays its last child (HTML: first or last).
    expect(details?.closest('figure')).toBeNull();
    expect(container.querySelector('figure')?.lastElementChild?.tagName).toBe('FIGCAPTION');
    await user.click(summary);
    expect(details?.open).toBe(true);
    expect([...(details?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Jours 1 et 2 : 75 % de l’ancienne.',
      'Jour 7 : 100 % de la nouvelle.',
    ]);
    expect(await axeViolations(container)).toEqual([]);
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <VideoEmbed {...props} transcript="Dag 7: 100 % nieuwe voeding." />
      </KitLocaleProvider>,
    );
    expect(screen.getByText('Transcriptie van de video').tagName).toBe('SUMMARY');
  });

  it('RGAA 4.5: links the audio-described version beside the video, and plays it in the same player, in the page’s language', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed {...props} audioDescribed="/videos/transition-ad.mp4" />);
    const link = screen.getByRole('link', { name: 'Version audiodécrite de la vidéo' });
    expect(link.getAttribute('href')).toBe('/videos/transition-ad.mp4');
    await user.click(link);
    const player = container.querySelector('video');
    expect(player?.querySelector('source')?.getAttribute('src')).toBe('/videos/transition-ad.mp4');
    expect(player?.getAttribute('aria-label')).toBe('Changer d’alimentation en 7 jours, version audiodécrite');
    // Its words are its pictures' text: no captions track of the other version.
    expect(player?.querySelector('track')).toBeNull();
    // (Its focus, as the first player's, is checked in a browser: e2e/content.spec.ts.)
    cleanup();
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <VideoEmbed {...props} audioDescribed="/videos/overgang-ad.mp4" />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Versie van de video met audiodescriptie' })).toBeTruthy();
  });

  it('shows no transcript when there is none, or only blanks', () => {
    const { container } = render(<VideoEmbed {...props} transcript={'  \n '} />);
    expect(container.querySelector('details')).toBeNull();
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
