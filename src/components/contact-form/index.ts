export {
  CONTACT_TAG,
  ContactForm,
  type ContactFormProps,
  contactFormProps,
  type FormErrorDetail,
  type FormSuccessDetail,
} from './ContactForm.js';
