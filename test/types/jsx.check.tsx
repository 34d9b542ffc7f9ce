// Compile-only (npm run typecheck): the generated JSX typings as a React 19 user sees them.
import type {} from '../../types/jsx.js';

export const page = (
  <pb-tabs
    id="product-tabs"
    active={1}
    messages='{"tablistLabel":"Product"}'
    onpb-tab-change={(event) => {
      const index: number = event.detail.index;
      return index;
    }}
  >
    <pb-tab label="Description">Text</pb-tab>
    <pb-accordion>
      <pb-toggle heading="Question" heading-level={3} open onpb-toggle-change={(event) => event.detail.open} />
    </pb-accordion>
  </pb-tabs>
);

// @ts-expect-error an unknown attribute value type is rejected
export const wrong = <pb-toggle open="yes" />;
