/**
 * CCH §3 "Other shared formats" and §9 Builder: extended icon values
 * (`unicode||type||fontWeight`) and the icon fonts they are drawn with.
 */
export const ICON_FONT = {
  /** Joins the parts of an extended icon value. */
  separator: '||',
  /** The two weights icon fonts ship in: regular (Divi icons, Font Awesome regular) and solid. */
  weights: { regular: 400, solid: 900 },
  /** Font family per icon type. */
  families: { fa: 'FontAwesome', divi: 'ETmodules' },
} as const;
