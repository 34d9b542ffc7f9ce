/**
 * `dist/pb.js`: one `<script type="module">` makes every `pb-*` tag on the page
 * work, loading only the tags present and those added later. On a page with
 * consent markup it loads the consent manager (consent.js) first.
 */
import { lightStyles } from '../src/components/light-styles.js';
import { loadSmoothAnchorsIfAsked } from '../src/core/anchors/opt-in.js';
import { addPendingStyles, startAutoloader } from '../src/core/autoload/index.js';
import { loadBuilderIfAsked } from '../src/core/builder/opt-in.js';
import { CONSENT } from '../src/core/constants/consent.js';
import { loadAnimationsIfAsked } from '../src/core/entrance/opt-in.js';
import { loadMotionIfAsked } from '../src/core/motion/opt-in.js';
import { loadPageStickyIfAsked } from '../src/core/sticky/opt-in.js';
import { loaders } from './loaders.js';

// First, before any other work: `<script type="module" blocking="render">` holds the first paint only until this
// module has evaluated, and these rules are what keep the content from moving when the tags upgrade.
addPendingStyles(document, lightStyles);
// Consent decides before the elements load; pages without consent markup never download it.
if (document.querySelector(CONSENT.neededBy)) void import('./consent.js');
// Plain links the lightbox takes over (LIGHTBOX.link; written out so pb.js imports no constants chunk), and the
// slider a slider-layout gallery renders (in the gallery's batch, rather than a round trip after it).
startAutoloader(document, loaders, { 'pb-lightbox': 'a[data-pb-lightbox]', 'pb-slider': 'pb-gallery[layout=slider]' });
void loadSmoothAnchorsIfAsked();
void loadPageStickyIfAsked();
void loadMotionIfAsked();
void loadAnimationsIfAsked();
void loadBuilderIfAsked();
