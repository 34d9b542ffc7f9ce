export { LIGHTBOX_METHODS, Lightbox, type LightboxDetail, type LightboxProps, lightboxProps } from './Lightbox.js';
export { counterText, type LightboxMessages, lightboxMessages } from './messages.js';
export { groupOf, type LightboxItem, type LightboxView, listenForLightboxLinks, openLightbox } from './open.js';
export { styles } from './styles.js';
