import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import type { PropValues } from '../element/index.js';

export const manageProps = {
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type ManageProps = PropValues<typeof manageProps>;
