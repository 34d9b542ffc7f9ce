/** `<pb-gallery>`'s shadow styles and its pre-upgrade document rules (no layout shift on upgrade). */
import { GALLERY } from '../../core/constants/index.js';
import { lightRules } from '../paging/light.js';
import { pagingStyles } from '../paging/styles.js';

const look = { prefix: 'gallery', columnMin: '10rem', gap: '1rem' };

export const styles: string = /* @__PURE__ */ pagingStyles(look);
export const lightStyles: string = /* @__PURE__ */ lightRules('pb-gallery', look, GALLERY.perPage, false);
