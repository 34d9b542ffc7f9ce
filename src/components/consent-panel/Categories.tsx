/** The per-category switches and per-service checkboxes, shared by the banner and `<pb-manage-consent>`. */

import { useId } from 'react';
import { fillMessage } from '../../core/config/index.js';
import { CATEGORIES, type Category, type ServiceInfo } from '../../core/consent/types.js';
import type { ConsentMessages } from '../consent-banner/messages.js';
import type { Preferences } from './usePreferences.js';

interface CategoriesProps {
  prefs: Preferences;
  services: readonly ServiceInfo[];
  text: ConsentMessages;
  id?: string;
}

export function Categories({ prefs, services, text, id }: CategoriesProps) {
  const base = useId();
  return (
    <fieldset part="categories" className="categories" id={id}>
      <legend className="legend">{text.categories}</legend>
      {CATEGORIES.map((category) => (
        <CategoryRow
          key={category}
          category={category}
          id={`${base}-${category}`}
          prefs={prefs}
          services={services.filter((s) => s.category === category)}
          text={text}
        />
      ))}
    </fieldset>
  );
}

interface RowProps {
  category: Category;
  id: string;
  prefs: Preferences;
  services: readonly ServiceInfo[];
  text: ConsentMessages;
}

function CategoryRow({ category, id, prefs, services, text }: RowProps) {
  const fixed = category === 'functional';
  const label = text[category];
  const described = fixed ? `${id}-always ${id}-description` : `${id}-description`;
  return (
    <div part="category" className="category">
      <div className="row">
        <input
          type="checkbox"
          role="switch"
          part="switch"
          className="switch"
          id={id}
          checked={prefs.category(category)}
          aria-checked={prefs.category(category)}
          disabled={fixed}
          aria-describedby={described}
          onChange={(e) => category !== 'functional' && prefs.setCategory(category, e.currentTarget.checked)}
        />
        <label className="label" htmlFor={id}>
          {label}
        </label>
        {fixed && (
          <span part="always-active" className="always" id={`${id}-always`}>
            {text.alwaysActive}
          </span>
        )}
      </div>
      <p part="description" className="description" id={`${id}-description`}>
        {text[`${category}Description`]}
      </p>
      {services.length > 0 && (
        <ul part="services" className="services" aria-label={fillMessage(text.services, { category: label })}>
          {services.map((service) => (
            <li key={service.name}>
              <label part="service" className="service">
                <input
                  type="checkbox"
                  checked={prefs.service(service)}
                  disabled={fixed}
                  data-service={service.name}
                  onChange={(e) => prefs.setService(service.name, e.currentTarget.checked)}
                />
                {service.label || service.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
