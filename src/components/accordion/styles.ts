/**
 * The accordion draws nothing itself (the wrapper's base sheet makes the host a
 * block); the toggles carry the look. Before definition an unknown element is
 * inline, so the light rule makes it a block as the upgraded one is.
 */
export const styles = '';

export const lightStyles = `
pb-accordion:not(:defined) { display: block; }
`;
