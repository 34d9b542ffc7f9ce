/**
 * `dist/pb.js`: one `<script type="module">` makes every `pb-*` tag on the page
 * work, loading only the tags present and those added later.
 */
import { lightStyles } from '../src/components/light-styles.js';
import { addPendingStyles, startAutoloader } from '../src/core/autoload/index.js';
import { loaders } from './loaders.js';

addPendingStyles(document, lightStyles);
startAutoloader(document, loaders);
