/** `<pb-portfolio>`'s shadow styles and its pre-upgrade document rules (no layout shift on upgrade). */
import { PORTFOLIO } from '../../core/constants/portfolio.js';
import { lightRules } from '../paging/light.js';
import { pagingLook } from '../paging/styles.js';

const look = { prefix: 'portfolio', columnMin: '15rem', gap: '1.5rem' };

/** Its own sheet, after the shared paging sheet (`pagingStyles`): the look of its bars and grid. */
export const styles: string = /* @__PURE__ */ pagingLook(look);
export const lightStyles: string = /* @__PURE__ */ lightRules('pb-portfolio', look, PORTFOLIO.perPage, true);
