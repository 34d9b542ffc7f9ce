/** The banner proper: a labelled dialog with equal-weight choices, preferences and policy links. */
import { useEffect, useMemo, useState } from 'react';
import { observeSize } from '../../core/frame/index.js';
import { setOffset } from '../../core/scroll/index.js';
import { BANNER_TAG, bannerMessages, PANEL_TAG } from '../consent-banner/messages.js';
import { type PbElement, useMessages } from '../element/index.js';
import { Categories } from './Categories.js';
import { configServices, cssFailed, cssUrl, regionLinks } from './config.js';
import type { PanelProps } from './props.js';
import { useConsent, withApi } from './useConsent.js';
import { useDialog } from './useDialog.js';
import { usePreferences } from './usePreferences.js';

export function ConsentPanel({ host, position, messages, focusOnOpen }: PanelProps & { host: PbElement }) {
  const { state, api } = useConsent();
  const config = api?.config;
  // One table for the shell and the panel: the region's texts, then the page config's messages["pb-consent-banner"].
  const defaults = useMemo(() => bannerMessages(config?.texts), [config?.texts]);
  const text = useMessages(defaults, BANNER_TAG, messages);
  const open = state?.bannerOpen === true;
  const modal = open && config?.soft_cookiewall === true;
  const prefs = usePreferences(state);
  const [showPrefs, setShowPrefs] = useState(false);
  const call = (run: Parameters<typeof withApi>[1]) => () => withApi(PANEL_TAG, run);
  const dismiss = call((a) => a.dismiss());
  const dialog = useDialog({ host, open, modal, focusOnOpen, onEscape: dismiss });

  // Open at the foot of the window, the banner covers the page's last lines: it is a bottom bar on the offsets
  // topic, so the browser's focus scrolling and the smooth scroller keep what they bring into view above it
  // (WCAG 2.4.11). A soft cookie wall (modal) and the centred box are not bars.
  useEffect(() => {
    const box = dialog.dialogRef.current;
    if (!open || modal || position === 'center' || !box) return;
    const report = () =>
      setOffset(PANEL_TAG, { bottom: box.offsetHeight + (Number.parseFloat(getComputedStyle(box).bottom) || 0) });
    report();
    const stop = observeSize(box, report);
    return () => {
      stop();
      setOffset(PANEL_TAG, null);
    };
  }, [open, modal, position, dialog.dialogRef]);

  // A closed banner forgets unsaved edits: reopening shows the consent in force.
  useEffect(() => {
    if (open) return;
    setShowPrefs(false);
    prefs.reset();
  }, [open, prefs.reset]);

  const css = cssUrl(config);
  const links = regionLinks(config, state?.region);
  return (
    <>
      {css && <link rel="stylesheet" href={css} onError={() => cssFailed(css)} />}
      <dialog
        ref={dialog.dialogRef}
        part="dialog"
        className={`dialog ${position}`}
        aria-labelledby="title"
        aria-describedby="message"
        aria-modal={modal ? 'true' : undefined}
        // The region's texts are in the banner data's language, which may not be the page's.
        lang={config?.texts && config.locale ? config.locale : undefined}
        onKeyDown={dialog.onKeyDown}
        onCancel={dialog.onCancel}
        onClose={dialog.onClose}
      >
        <h2 ref={dialog.titleRef} id="title" part="title" className="title" tabIndex={-1}>
          {text.title}
        </h2>
        <p id="message" part="message" className="message">
          {text.message}
        </p>
        <slot />
        <div part="buttons" className="buttons">
          <button type="button" part="button accept-button" className="button" onClick={call((a) => a.acceptAll())}>
            {text.accept}
          </button>
          <button type="button" part="button deny-button" className="button" onClick={call((a) => a.denyAll())}>
            {text.deny}
          </button>
          <button
            type="button"
            part="button preferences-button"
            className="button"
            aria-expanded={showPrefs}
            aria-controls="preferences"
            onClick={() => setShowPrefs(!showPrefs)}
          >
            {text.viewPreferences}
          </button>
        </div>
        <div id="preferences" className="preferences" hidden={!showPrefs}>
          {showPrefs && (
            <>
              <Categories prefs={prefs} services={configServices(config)} text={text} />
              <button
                type="button"
                part="button save-button"
                className="button save"
                onClick={call((a) => {
                  const { categories, services } = prefs.draft();
                  a.save(categories, services);
                })}
              >
                {text.savePreferences}
              </button>
            </>
          )}
        </div>
        {links.length > 0 && (
          <nav part="links" className="links" aria-label={text.links}>
            <ul>
              {links.map((link) => (
                <li key={link.url}>
                  <a part="link" href={link.url}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {/* A soft cookie wall waits for a choice: no close button, no Escape. */}
        {!modal && (
          <button type="button" part="close-button" className="close" aria-label={text.close} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </dialog>
    </>
  );
}
