import * as styles from './VideoEmbed.css';

export interface VideoEmbedProps {
  /** A video served by the shop (no third-party player). */
  src: string;
  /** Names the video for screen readers. */
  title: string;
  /** WebVTT captions in French. */
  captions?: string;
  poster?: string;
  caption?: string;
}

/**
 * A video with native controls, captions when given, nothing loaded before play.
 * @example <VideoEmbed src="/videos/transition.mp4" title="Changer d’alimentation en 7 jours" captions="/videos/transition.fr.vtt" />
 */
export function VideoEmbed({ src, title, captions, poster, caption }: VideoEmbedProps) {
  return (
    <figure className={styles.figure}>
      {/* biome-ignore lint/a11y/useMediaCaption: captions are added when the content gives them */}
      <video className={styles.video} controls preload="none" poster={poster} aria-label={title}>
        <source src={src} />
        {captions ? <track kind="captions" src={captions} srcLang="fr" label="Français" default /> : null}
        Votre navigateur ne lit pas cette vidéo : <a href={src}>téléchargez-la</a>.
      </video>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
