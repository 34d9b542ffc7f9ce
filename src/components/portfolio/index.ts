export type { PagingChangeDetail, PagingTrigger } from '../paging/index.js';
export { messages } from './messages.js';
export { Portfolio, type PortfolioProps, portfolioProps } from './Portfolio.js';
export { lightStyles, styles } from './styles.js';
