export type { FormErrorDetail, FormSuccessDetail } from '../element/formEvents.js';
export {
  CONTACT_TAG,
  ContactForm,
  type ContactFormProps,
  contactFormProps,
} from './ContactForm.js';
