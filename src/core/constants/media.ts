/**
 * CCH §9 "Media player (third-party defaults)": the bundled player's (MediaElement.js) defaults, which
 * `<pb-media>` applies to the native `<video>` and `<audio>` without shipping that player.
 */
export const MEDIA = {
  /** The volume a player starts at (0..1). */
  startVolume: 0.8,
  /** The arrow keys seek by this share of the duration (5%). */
  seekStep: 0.05,
  /** Controls hide this long after playback starts, or after keyboard focus leaves them (ms). */
  controlsTimeoutDefault: 1500,
  /** ...this long after the pointer last moved over the player (ms). */
  controlsTimeoutMouseEnter: 2500,
  /** ...this long after the pointer left the player (ms). */
  controlsTimeoutMouseLeave: 1000,
  /** The time display and the seek bar update this often while playing (ms). */
  timeUpdateInterval: 250,
  /** A size change is read this long after the last one (ms): the controls' layout follows the player's width. */
  resizeDelay: 50,
  /** Ours: below this width (px) the volume slider gives way; the mute button stays. */
  narrowWidth: 420,
  /** Ours: the up and down arrow keys change the volume by this much. */
  volumeStep: 0.1,
  /** The privacy-friendly embed hosts (no cookies before play: youtube-nocookie; Vimeo with dnt=1). */
  youtubeEmbed: 'https://www.youtube-nocookie.com/embed/',
  vimeoEmbed: 'https://player.vimeo.com/video/',
  /** The consent category a video-sharing embed needs when neither the element nor the consent config names one. */
  category: 'marketing',
} as const;
