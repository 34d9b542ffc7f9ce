export { type Captcha, captchaSolved, newCaptcha } from './captcha.js';
export { type Conditions, evaluate, type Operator, parseConditions, type Rule, testRule } from './conditions.js';
export { isValidEmail } from './email.js';
export { markField, unmarkFields } from './fieldErrors.js';
export {
  CONDITIONS_ATTR,
  type Control,
  type Field,
  type FieldMeta,
  type FieldSnapshot,
  type FieldType,
  hiddenByConditions,
  labelOf,
  type Problem,
  readFields,
  validateFields,
  valuesOf,
} from './fields.js';
export {
  isTextField,
  labelPlaceholders,
  placeholderOptionWarning,
  placeholderText,
  type TextField,
} from './labelPlaceholders.js';
export { labelPlaceholderStyles, TEXT_FIELD } from './labelStyles.js';
export { type ContactMessages, contactMessages, summaryLines } from './messages.js';
