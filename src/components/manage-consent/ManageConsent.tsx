/** The policy page's consent container: the server's manage-consent content and an inline preferences form. */
import { type FormEvent, useMemo } from 'react';
import { BANNER_TAG, bannerMessages, MANAGE_TAG } from '../consent-banner/messages.js';
import { Categories, configServices, useConsent, usePreferences, withApi } from '../consent-panel/index.js';
import { type PbElement, useMessages } from '../element/index.js';
import type { ManageProps } from './props.js';
import { LOADED_SLOT, useManageHtml } from './useManageHtml.js';

export function ManageConsent({ host, messages }: ManageProps & { host: PbElement }) {
  const { state, api } = useConsent();
  // The banner's translations apply here too (the region's, then the page's); `pb-manage-consent` and the
  // attribute refine them.
  const texts = api?.config.texts;
  const region = useMemo(() => bannerMessages(texts), [texts]);
  const shared = useMessages(region, BANNER_TAG, undefined);
  const text = useMessages(shared, MANAGE_TAG, messages);
  const loaded = useManageHtml(host, api?.config);
  const prefs = usePreferences(state);

  const save = (event: FormEvent) => {
    event.preventDefault();
    withApi(MANAGE_TAG, (a) => {
      const { categories, services } = prefs.draft();
      a.save(categories, services);
      prefs.reset();
    });
  };

  return (
    <>
      <div part="content" className="content">
        {loaded ? <slot name={LOADED_SLOT} /> : <slot />}
      </div>
      {state && (
        <form part="form" className="form" onSubmit={save}>
          <Categories prefs={prefs} services={configServices(api?.config)} text={text} />
          <button type="submit" part="button save-button" className="button">
            {text.savePreferences}
          </button>
        </form>
      )}
    </>
  );
}
