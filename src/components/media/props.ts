/** `<pb-media>`'s one table: every attribute it reads, with its property; and its English strings. */
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { CATEGORIES } from '../../core/consent/types.js';
import { MEDIA } from '../../core/constants/media.js';

export const mediaProps = {
  /** A video-sharing address (YouTube, Vimeo): the element draws a click-to-load facade instead of a player. */
  src: { type: 'string', default: '' },
  /** The facade's poster image (an address on your site: nothing is asked of the video site before the click). */
  poster: { type: 'string', default: '' },
  /** The media's title: names the player's controls and the facade's play button. */
  label: { type: 'string', default: '' },
  /** The volume the player starts at, 0 to 1. */
  volume: { type: 'number', default: MEDIA.startVolume, min: 0, max: 1 },
  /** The facade's consent category; empty: the service's category in the consent config, else marketing. */
  category: { type: 'string', default: '', values: ['', ...CATEGORIES], fallbackText: 'the service’s category' },
  /** The facade's consent service; empty: the provider (`youtube`, `vimeo`). */
  service: { type: 'string', default: '' },
  /** Overrides of the English strings. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;

/** English defaults; override with `messages` or the page config's `messages["pb-media"]`. */
export const MEDIA_MESSAGES = {
  videoPlayer: 'Video player',
  audioPlayer: 'Audio player',
  /** The controls' group name with a `label`. */
  playerOf: '{kind}: {label}',
  play: 'Play',
  pause: 'Pause',
  seek: 'Seek',
  /** The seek bar's spoken value. */
  timeOf: '{current} of {duration}',
  mute: 'Mute',
  volume: 'Volume',
  captions: 'Captions',
  fullscreen: 'Fullscreen',
  /** MediaElement's message when no source can play (CCH §8). */
  noRenderer: 'No renderer found',
  cannotPlay: 'This browser cannot play this {kind}. Download it instead:',
  cannotPlayStream: 'This browser cannot play {stream} streams on its own. Download it instead:',
  download: 'Download the {kind} ({format})',
  video: 'video',
  audio: 'audio',
  /** The facade's play button; `{title}` is the label, `{provider}` YouTube or Vimeo. */
  playOn: 'Play video on {provider}',
  playTitle: 'Play video: {title}',
  /** Under the facade's button: what the click will do. */
  loadsFrom: 'Loads from {provider} when you play it',
};
export type MediaMessages = typeof MEDIA_MESSAGES;
