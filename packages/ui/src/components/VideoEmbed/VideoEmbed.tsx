import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useKitLocale, useKitWords } from '../KitLocale/KitLocale';
import * as styles from './VideoEmbed.css';
import { VIDEO_EMBED_WORDS } from './words';

export interface VideoEmbedProps {
  /** A video served by the shop (no third-party player). */
  src: string;
  /** Names the video for screen readers; empty, the kit's `video` (« Vidéo »). */
  title: string;
  /** WebVTT captions in the page's language (`KitLocaleProvider`; French without it). */
  captions?: string;
  /** A still shown before play (decorative: the title names the video). */
  poster?: string;
  /** A visible caption under the video (its `<figcaption>`). */
  caption?: string;
  /**
   * What the video shows and says, in words (RGAA 4.1: a transcript beside the video), one paragraph
   * per line; shown under it in a disclosure, « Transcription de la vidéo ».
   */
  transcript?: string;
  /**
   * A version of the video whose pictures are said aloud (RGAA 4.5: an audio-described version, by a
   * link beside the video), served by the shop too: the link plays it in the same player.
   */
  audioDescribed?: string;
}

/**
 * A video that costs nothing until the shopper asks for it: first a link to the file (it plays in
 * the browser's own player without JavaScript), replaced on click by the native player, playing and
 * focused, with captions when given. A `<video>` in the page, even unplayed, makes the browser
 * build its player and restyle the whole page while it loads (Lighthouse TBT, ADR 0011). Use it for
 * a video the shop serves itself, in content pages (the `embed` content block renders one).
 * @example <VideoEmbed src="/videos/transition.mp4" title="Changer d’alimentation en 7 jours" captions="/videos/transition.fr.vtt" transcript={'Jours 1 et 2 : 75 % de l’ancienne alimentation.\nJour 7 : 100 % de la nouvelle.'} />
 */
export function VideoEmbed({ src, title, captions, poster, caption, transcript, audioDescribed }: VideoEmbedProps) {
  // Which version plays, once asked for: the video, or its audio-described version.
  const [playing, setPlaying] = useState<'video' | 'described' | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const locale = useKitLocale();
  const messages = useKitWords(VIDEO_EMBED_WORDS);
  const name = title || messages.video;
  useEffect(() => {
    if (playing) video.current?.focus();
  }, [playing]);

  /** A link to a file that, without a modifier key, plays it here instead (no JavaScript: the file). */
  const play = (version: 'video' | 'described') => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier keeps the browser's meaning (new tab, download).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The link is not a page of the site: no client-side router may follow it.
    event.stopPropagation();
    setPlaying(version);
  };
  const described = playing === 'described' && audioDescribed;

  // The figure holds the video and its caption (a `<figcaption>` is its first or last child); the
  // audio-described version and the transcript come after it.
  return (
    <div className={styles.embed}>
      <figure className={styles.figure}>
        {playing ? (
          // A new player for each version (its source, its name), playing and focused.
          // biome-ignore lint/a11y/useMediaCaption: captions are added when the content gives them; the audio-described version's words are its pictures' text
          <video
            key={playing}
            ref={video}
            className={styles.video}
            controls
            autoPlay
            poster={poster}
            aria-label={described ? messages.audioDescribedNamed(name) : name}
          >
            <source src={described || src} />
            {captions && !described ? (
              <track kind="captions" src={captions} srcLang={locale} label={messages.captionsLanguage} default />
            ) : null}
            {messages.videoUnsupported} <a href={described || src}>{messages.videoDownload}</a>.
          </video>
        ) : (
          // The visible words lead the name (WCAG 2.5.3); the title tells which video.
          <a className={styles.facade} href={src} onClick={play('video')} aria-label={messages.playVideoNamed(name)}>
            {poster ? <img className={styles.poster} src={poster} alt="" loading="lazy" decoding="async" /> : null}
            <span className={styles.label}>
              <span className={styles.play} aria-hidden="true" />
              {messages.playVideo}
            </span>
          </a>
        )}
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
      {audioDescribed ? (
        <p className={styles.alternative}>
          <a href={audioDescribed} onClick={play('described')}>
            {messages.audioDescribed}
          </a>
        </p>
      ) : null}
      {transcript?.trim() ? (
        <details className={styles.transcript}>
          <summary className={styles.transcriptSummary}>{messages.transcript}</summary>
          {transcript
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line, index) => (
              // A transcript's lines never move: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index}>{line}</p>
            ))}
        </details>
      ) : null}
    </div>
  );
}
