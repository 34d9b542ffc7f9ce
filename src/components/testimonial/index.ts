export { TESTIMONIAL_TAG, TestimonialElement, testimonialProblems } from './element.js';
export { lightStyles } from './styles.js';
