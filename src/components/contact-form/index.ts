export type { FormErrorDetail, FormSuccessDetail } from '../element/formEvents.js';
export { CONTACT_TAG, ContactFormElement, contactFormProps } from './element.js';
export { lightStyles } from './styles.js';
