/**
 * `<pb-tab>` has no behaviour of its own: `<pb-tabs>` reads it and projects it. Its table gives its attribute a
 * property, reflected, so a framework that sets `label` reaches the tabs, which observe the attribute.
 */
import { PbElement } from '../../base/element.js';
import type { PropDefs } from '../../core/attributes/index.js';

export const tabProps = {
  /** The text of its tab button; empty: "Tab N" and a warning from `<pb-tabs>`. */
  label: { type: 'string', default: '', reflect: true },
} satisfies PropDefs;

export class TabElement extends PbElement {
  static readonly props = tabProps;
  declare label: string;
}
