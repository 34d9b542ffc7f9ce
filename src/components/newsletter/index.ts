export type { FormErrorDetail, FormSuccessDetail } from '../element/formEvents.js';
export { newsletterMessages } from './messages.js';
export {
  Newsletter,
  type NewsletterProps,
  newsletterProps,
} from './Newsletter.js';
export { lightStyles, styles } from './styles.js';
