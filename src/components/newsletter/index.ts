export { newsletterMessages } from './messages.js';
export {
  type FormErrorDetail,
  type FormSuccessDetail,
  Newsletter,
  type NewsletterProps,
  newsletterProps,
} from './Newsletter.js';
export { lightStyles, styles } from './styles.js';
