// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `VideoEmbed`: the play link, its name, an old browser's fallback, the captions' language, an untitled video, the transcript's disclosure, the audio-described version's link. */
export interface VideoEmbedWords {
  playVideo: string;
  playVideoNamed: (title: string) => string;
  videoUnsupported: string;
  videoDownload: string;
  captionsLanguage: string;
  video: string;
  transcript: string;
  audioDescribed: string;
  audioDescribedNamed: (title: string) => string;
}
export const VIDEO_EMBED_WORDS: VideoEmbedWords = {
  playVideo: 'Lire la vidéo',
  playVideoNamed: (title) => `Lire la vidéo : ${title}`,
  videoUnsupported: 'Votre navigateur ne lit pas cette vidéo :',
  videoDownload: 'téléchargez-la',
  captionsLanguage: 'Français',
  video: 'Vidéo',
  transcript: 'Transcription de la vidéo',
  audioDescribed: 'Version audiodécrite de la vidéo',
  audioDescribedNamed: (title) => `${title}, version audiodécrite`,
};
