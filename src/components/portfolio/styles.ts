/** `<pb-portfolio>`'s shadow styles and its pre-upgrade document rules (no layout shift on upgrade). */
import { PORTFOLIO } from '../../core/constants/index.js';
import { lightRules } from '../paging/light.js';
import { pagingStyles } from '../paging/styles.js';

const look = { prefix: 'portfolio', columnMin: '15rem', gap: '1.5rem' };

export const styles: string = /* @__PURE__ */ pagingStyles(look);
export const lightStyles: string = /* @__PURE__ */ lightRules('pb-portfolio', look, PORTFOLIO.perPage, true);
