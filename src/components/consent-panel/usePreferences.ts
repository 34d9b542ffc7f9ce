/**
 * The preferences form: the visitor's unsaved edits over the state in force.
 * A service nobody chose follows its category, as the manager decides it.
 */
import { useCallback, useState } from 'react';
import type { Category, ConsentState, OptionalCategory, ServiceInfo } from '../../core/consent/types.js';
import { OPTIONAL_CATEGORIES } from '../../core/consent/types.js';

export interface Preferences {
  category(category: Category): boolean;
  service(service: ServiceInfo): boolean;
  setCategory(category: OptionalCategory, allowed: boolean): void;
  setService(service: string, allowed: boolean): void;
  /** What `ConsentApi.save` takes: every optional category, and every explicit service choice. */
  draft(): { categories: Record<OptionalCategory, boolean>; services: Record<string, boolean> };
  /** Forget the edits (after saving, or when the banner closes). */
  reset(): void;
}

export function usePreferences(state: ConsentState | undefined): Preferences {
  const [categories, setCategories] = useState<Partial<Record<OptionalCategory, boolean>>>({});
  const [services, setServices] = useState<Record<string, boolean>>({});
  const category = (c: Category): boolean => c === 'functional' || (categories[c] ?? state?.categories[c] ?? false);
  // Stable, so an effect can depend on it.
  const reset = useCallback(() => {
    setCategories({});
    setServices({});
  }, []);
  const explicit = (): Record<string, boolean> => ({ ...state?.services, ...services });
  return {
    category,
    service: (s) => (s.category === 'functional' ? true : (explicit()[s.name] ?? category(s.category))),
    setCategory: (c, allowed) => setCategories((prev) => ({ ...prev, [c]: allowed })),
    setService: (name, allowed) => setServices((prev) => ({ ...prev, [name]: allowed })),
    draft: () => ({
      categories: Object.fromEntries(OPTIONAL_CATEGORIES.map((c) => [c, category(c)])) as Record<
        OptionalCategory,
        boolean
      >,
      services: explicit(),
    }),
    reset,
  };
}
