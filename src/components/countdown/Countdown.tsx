/** Rendering only: the label, the digits with their labels, the end message and the live region. */
import { UNITS } from '../../core/countdown/index.js';
import type { PbElement, PropValues } from '../element/index.js';
import type { countdownProps } from './props.js';
import { useCountdown } from './useCountdown.js';

export type CountdownProps = PropValues<typeof countdownProps> & { host: PbElement };

export function Countdown({ host, date, now, onEnd, messages }: CountdownProps) {
  const c = useCountdown(host, { date, now, onEnd, messages });
  const label = (
    <div part="label" id="label" hidden={c.ended && c.mode === 'message'}>
      <slot name="label" />
    </div>
  );
  // No usable target: the author's fallback (the date as text), in the box the digits would take.
  if (c.seconds === undefined)
    return (
      <>
        {label}
        <div part="fallback">
          <slot />
        </div>
      </>
    );
  const message = c.ended && c.mode === 'message';
  const name = c.labelled ? { 'aria-labelledby': 'label' } : { 'aria-label': c.text.label };
  return (
    <>
      {label}
      <div part="timer" role="timer" hidden={message} {...name}>
        {/* The digits are for the eye; the words after them are what a screen reader reads. */}
        <div part="units" aria-hidden="true">
          {UNITS.map((unit) => {
            const zero = c.zero[unit];
            return (
              <div key={unit} part={`unit ${unit}${zero ? ' unit-zero' : ''}`} data-zero={zero ? '' : undefined}>
                <span part={zero ? 'value value-zero' : 'value'}>{c.digits[unit]}</span>
                <span part="unit-label">{c.text[unit]}</span>
              </div>
            );
          })}
        </div>
        <span className="visually-hidden">{c.words}</span>
      </div>
      <div part="end" hidden={!message}>
        <slot name="end" />
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {c.spoken}
      </div>
    </>
  );
}
