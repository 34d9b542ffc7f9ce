/**
 * `<pb-animation>` in plain mode: it renders nothing of its own, only hands its settings to the entrance runtime
 * (core/entrance), so it loads no framework. The runtime animates the element itself.
 */
import { PbElement } from '../../base/element.js';
import type { ResponsiveDevice } from '../../core/attributes/index.js';
import type { EntranceDirection, EntranceStyle, SpeedCurve } from '../../core/constants/entrance.js';
import { type Entrance, type EntranceState, startEntrance } from '../../core/entrance/run.js';
import { type EntranceSettings, settingsFor } from '../../core/entrance/settings.js';
import { adoptStyles } from '../../core/styles/index.js';
import { animationProps } from './props.js';
import { displayStyles } from './styles.js';

export const ANIMATION_TAG = 'pb-animation';

export class PbAnimation extends PbElement {
  static readonly props = animationProps;
  declare animationStyle: EntranceStyle;
  declare direction: EntranceDirection;
  declare repeat: 'once' | 'loop';
  declare duration: number;
  declare delay: number;
  declare intensity: number;
  declare startingOpacity: number;
  declare speedCurve: SpeedCurve;

  #run: Entrance | undefined;

  /** `waiting`, `animating` or `had-animation` (also the `data-pb-animation` attribute); undefined before it runs. */
  get state(): EntranceState | undefined {
    return this.#run?.state;
  }

  /** The settings in force on `device`, each device variant falling back to the next larger device's. */
  settings(device: ResponsiveDevice): EntranceSettings {
    return settingsFor(this.values, device);
  }

  protected connected(): void {
    adoptStyles(this.ownerDocument, displayStyles);
    this.#run = startEntrance(this, (device) => this.settings(device));
  }

  protected disconnected(): void {
    this.#run?.stop();
    this.#run = undefined;
  }

  protected changed(): void {
    this.#run?.refresh();
  }
}
